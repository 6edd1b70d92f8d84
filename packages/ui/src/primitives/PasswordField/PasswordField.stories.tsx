import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Senha', name: 'password', onChange: fn() },
  argTypes: { ref: { table: { disable: true } } },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Senha');
    await userEvent.type(input, 'Decola@2026');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Decola@2026');
  },
};

export const ToggleReveals: Story = {
  args: { defaultValue: 'Decola@2026' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Senha');
    const show = canvas.getByRole('button', { name: 'Mostrar senha' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Ocultar senha' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Decola@2026');
  },
};

export const WithError: Story = {
  args: { error: 'Informe sua senha.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe sua senha.');
  },
};
