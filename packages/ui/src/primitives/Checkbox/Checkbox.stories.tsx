import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Sou estrangeiro', onChange: fn() },
  argTypes: { ref: { table: { disable: true } } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Sou estrangeiro' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Sou estrangeiro'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithLinkInLabel: Story = {
  args: {
    label: (
      <>
        Li e aceito os{' '}
        <a
          href="/student/terms"
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary-ink underline"
        >
          Termos de Uso
        </a>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Termos de Uso' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithError: Story = {
  args: {
    label: 'Li e aceito os Termos de Uso',
    error: 'É necessário aceitar o Termo de Uso para prosseguir!',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Li e aceito os Termos de Uso',
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'É necessário aceitar o Termo de Uso para prosseguir!',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Sou estrangeiro' });
    // The module's userEvent, as the play context's cannot be told to click through a disabled control.
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Sem CPF: informe o código postal do seu país.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Sou estrangeiro' }),
    ).toHaveAccessibleDescription('Sem CPF: informe o código postal do seu país.');
  },
};
