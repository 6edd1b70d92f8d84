import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Descrição', name: 'description', rows: 4, onChange: fn() },
  argTypes: { ref: { table: { disable: true } } },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Descrição' });
    // Enter makes a new line: a text area never submits its form.
    await userEvent.type(area, 'Primeira linha{Enter}Segunda linha');
    await expect(area).toHaveValue('Primeira linha\nSegunda linha');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(area).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { label: 'Biografia', hint: 'Aparece no seu perfil.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Biografia' })).toHaveAccessibleDescription(
      'Aparece no seu perfil.',
    );
  },
};

/** Counted without the form holding the value: the field counts what is typed. */
export const WithCounter: Story = {
  args: { counter: true, maxLength: 60, hint: 'Conte em poucas palavras.' },
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Descrição' });
    await expect(canvas.getByText('0/60')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('Conte em poucas palavras. 0 de 60 caracteres');
    await userEvent.type(area, 'Trilhas curtas');
    await expect(canvas.getByText('14/60')).toBeVisible();
    // What is pasted beyond the limit is cut, and the counter stops at it.
    await userEvent.paste(' para assistir nos intervalos do canteiro de obras, por favor');
    await expect(area).toHaveValue('Trilhas curtas para assistir nos intervalos do canteiro de o');
    await expect(canvas.getByText('60/60')).toBeVisible();
    await expect(area).toHaveAccessibleDescription(/60 de 60 caracteres$/);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Descrição' });
    await expect(area).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    counter: true,
    maxLength: 500,
    defaultValue: '   ',
    error: 'Descrição não pode ser vazia.',
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Descrição' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(
      '3 de 500 caracteres Descrição não pode ser vazia.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Enviada em 12/03/2026.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toBeDisabled();
  },
};
