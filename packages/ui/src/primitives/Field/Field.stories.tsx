import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { cn } from '../../lib/cn';
import { Field, FieldControl, fieldControlClasses, type FieldProps } from './Field';
import { FieldSet, useFieldSet } from './FieldSet';

type FieldStoryProps = Omit<FieldProps, 'children'> & { disabled?: boolean };

/** Any control goes inside: here a plain input, as a screen's own control would. */
function FieldWithInput({ disabled, ...props }: FieldStoryProps) {
  return (
    <Field {...props}>
      <FieldControl>
        <input name="city" disabled={disabled} className={cn(fieldControlClasses, 'h-10')} />
      </FieldControl>
    </Field>
  );
}

/** The counter follows what is typed, as a form holding the value gives it. */
function FieldWithCounter(props: FieldStoryProps) {
  const [value, setValue] = useState('');
  return (
    <Field {...props} counter={{ length: value.length, max: 40 }}>
      <FieldControl>
        <input
          name="nickname"
          maxLength={40}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={cn(fieldControlClasses, 'h-10')}
        />
      </FieldControl>
    </Field>
  );
}

const meta = {
  title: 'Primitives/Field',
  component: FieldWithInput,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Cidade' },
} satisfies Meta<typeof FieldWithInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Cidade' });
    await userEvent.click(canvas.getByText('Cidade'));
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toBeRequired();
  },
};

export const WithHint: Story = {
  args: { hint: 'Onde você mora hoje.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Cidade' })).toHaveAccessibleDescription(
      'Onde você mora hoje.',
    );
  },
};

export const WithCounter: Story = {
  args: { label: 'Apelido', hint: 'Como quer ser chamado.' },
  render: (args) => <FieldWithCounter {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Apelido' });
    await expect(canvas.getByText('0/40')).toBeVisible();
    // Read with the field, after the hint, in words; not announced on every key.
    await expect(input).toHaveAccessibleDescription('Como quer ser chamado. 0 de 40 caracteres');
    await userEvent.type(input, 'Aninha');
    await expect(canvas.getByText('6/40')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Como quer ser chamado. 6 de 40 caracteres');
    await expect(canvas.getByText('6 de 40 caracteres').closest('[aria-live]')).toBeNull();
  },
};

export const Required: Story = {
  args: { label: 'Nome completo', required: true },
  play: async ({ canvas }) => {
    // The mark is drawn, not read: the name stays 'Nome completo' and the control is required.
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: { hint: 'Onde você mora hoje.', error: 'Informe sua cidade.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Cidade' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is part of the field's description, after the hint, and announced as it appears.
    await expect(input).toHaveAccessibleDescription('Onde você mora hoje. Informe sua cidade.');
    await expect(canvas.getByText('Informe sua cidade.')).toHaveAttribute('aria-live', 'polite');
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'Preenchida pelo CEP.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Cidade' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('Preenchida pelo CEP.');
  },
};

/** The control's own descriptions stay, read before the field's. */
export const ControlDescribedToo: Story = {
  args: { hint: 'Onde você mora hoje.' },
  render: (args) => (
    <>
      <Field {...args}>
        <FieldControl>
          <input
            name="city"
            aria-describedby="city-note"
            className={cn(fieldControlClasses, 'h-10')}
          />
        </FieldControl>
      </Field>
      <p id="city-note" className="mt-2 text-xs text-ink-muted">
        Usada no certificado.
      </p>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Cidade' })).toHaveAccessibleDescription(
      'Usada no certificado. Onde você mora hoje.',
    );
  },
};

/** A checkbox or radio: the label after the control, hint and error under both. */
export const Choice: Story = {
  args: {
    layout: 'choice',
    label: 'Quero receber novidades por e-mail',
    hint: 'No máximo um e-mail por semana.',
    error: 'Confirme para continuar.',
  },
  render: (args) => (
    <Field {...args}>
      <FieldControl>
        <input type="checkbox" name="news" className="mt-0.5 size-4 shrink-0 accent-primary" />
      </FieldControl>
    </Field>
  ),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Quero receber novidades por e-mail' });
    await expect(box).toHaveAccessibleDescription(
      'No máximo um e-mail por semana. Confirme para continuar.',
    );
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByText('Quero receber novidades por e-mail'));
    await expect(box).toBeChecked();
  },
};

const SHIFTS = ['Manhã', 'Tarde', 'Noite'];

/** Radios inside a FieldSet, each described by the group's hint and error. */
function ShiftRadios() {
  const { describedBy } = useFieldSet();
  return (
    <div className="flex gap-4">
      {SHIFTS.map((shift) => (
        <label key={shift} className="flex items-center gap-2 text-sm text-ink">
          <input
            type="radio"
            name="shift"
            value={shift}
            aria-describedby={describedBy}
            className="size-4 accent-primary"
          />
          {shift}
        </label>
      ))}
    </div>
  );
}

/** A group of choices: a fieldset named by its legend, the hint and error read with each choice. */
export const Group: Story = {
  render: () => (
    <FieldSet
      legend="Turno"
      hint="Quando você prefere estudar."
      error="Escolha um turno."
      required
      role="radiogroup"
    >
      <ShiftRadios />
    </FieldSet>
  ),
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Turno' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Quando você prefere estudar. Escolha um turno.',
    );
    const morning = canvas.getByRole('radio', { name: 'Manhã' });
    await expect(morning).toHaveAccessibleDescription(
      'Quando você prefere estudar. Escolha um turno.',
    );
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByText('Tarde'));
    await expect(canvas.getByRole('radio', { name: 'Tarde' })).toBeChecked();
  },
};
