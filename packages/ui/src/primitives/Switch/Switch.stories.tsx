import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';

/** Holds the checked state like a screen would, reporting each change to the `onChange` spy. */
function StatefulSwitch(props: SwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <div className="w-80">
      <Switch
        {...props}
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  render: (args) => <StatefulSwitch {...args} />,
  args: {
    label: 'Modo de manutenção',
    description: 'Leva todas as telas para a página de manutenção.',
    checked: false,
    onChange: fn(),
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Modo de manutenção' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  tags: ['templates'],
  args: { checked: true, label: 'Modo de sugestões', description: undefined },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Modo de sugestões' });
    await expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Modo de manutenção' });
    // The module's userEvent, as the play context's cannot be told to click through a disabled control.
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
