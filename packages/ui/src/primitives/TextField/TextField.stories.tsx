import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';

/** Holds the value like a form would and shows the error once the field is left empty. */
function RequiredTextField(props: TextFieldProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <TextField
      {...props}
      value={value}
      error={error}
      onChange={(event) => {
        setValue(event.target.value);
        props.onChange?.(event);
      }}
      onBlur={() => setError(value.trim() === '' ? 'Informe seu nome.' : null)}
    />
  );
}

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Nome completo', name: 'name', onChange: fn() },
  argTypes: { ref: { table: { disable: true } } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await userEvent.type(input, 'Ana Souza');
    await expect(input).toHaveValue('Ana Souza');
    await expect(args.onChange).toHaveBeenCalledTimes(9);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { label: 'E-mail', type: 'email', hint: 'Usaremos este e-mail para recuperar sua senha.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAccessibleDescription(
      'Usaremos este e-mail para recuperar sua senha.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Informe seu nome.', defaultValue: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe seu nome.');
  },
};

export const ErrorAppearsOnBlur: Story = {
  render: (args) => <RequiredTextField {...args} />,
  play: async ({ canvas, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await step('Leave it empty', async () => {
      await userEvent.click(input);
      await userEvent.tab();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('Informe seu nome.');
      // The message sits in a polite live region, so it is announced when it appears.
      const message = canvas.getByText('Informe seu nome.');
      await expect(message).toHaveAttribute('aria-live', 'polite');
    });
    await step('Type a name and leave', async () => {
      await userEvent.type(input, 'Ana');
      await userEvent.tab();
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const WithTrailing: Story = {
  args: {
    label: 'CEP',
    trailing: <span className="pe-2 text-xs text-ink-muted">BR</span>,
    maxLength: 9,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'CEP' });
    await userEvent.type(input, '8001000012345');
    await expect(input).toHaveValue('800100001');
  },
};

export const Disabled: Story = {
  args: { label: 'CPF', disabled: true, defaultValue: '123.456.789-09' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toBeDisabled();
  },
};

export const WithCounter: Story = {
  args: { label: 'Título', counter: true, maxLength: 100, required: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Título' });
    await expect(input).toHaveAccessibleDescription('0 de 100 caracteres');
    await userEvent.type(input, 'Trilhas curtas');
    await expect(canvas.getByText('14/100')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('14 de 100 caracteres');
  },
};
