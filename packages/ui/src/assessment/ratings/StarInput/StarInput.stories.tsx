import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { StarInput, type StarInputProps } from './StarInput';

/** The input as a form holds it: the value kept here, every change reported. */
function StarInputHarness({ value: initial, onChange, ...props }: StarInputProps) {
  const [value, setValue] = useState(initial);
  return (
    <StarInput
      {...props}
      value={value}
      onChange={(stars) => {
        onChange(stars);
        setValue(stars);
      }}
    />
  );
}

const meta = {
  title: 'Assessment/Ratings/StarInput',
  component: StarInputHarness,
  args: { label: 'Sua nota', value: 0, required: true, onChange: fn() },
} satisfies Meta<typeof StarInputHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAMES = [
  '1 de 5 estrelas',
  '2 de 5 estrelas',
  '3 de 5 estrelas',
  '4 de 5 estrelas',
  '5 de 5 estrelas',
];

/** Nothing chosen: five stars, each a radio named 'N de 5 estrelas'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Sua nota' })).toBeVisible();
    await expect(canvas.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    for (const name of NAMES) await expect(canvas.getByRole('radio', { name })).not.toBeChecked();
  },
};

/** Each value chosen by a click; the stars up to it are lit. */
export const EachValue: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    for (const [index, name] of NAMES.entries()) {
      await userEvent.click(canvas.getByRole('radio', { name }));
      await expect(canvas.getByRole('radio', { name })).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith(index + 1);
      const lit = canvasElement.querySelectorAll('label.text-warning');
      await expect(lit).toHaveLength(index + 1);
    }
    await userEvent.click(canvas.getByRole('radio', { name: '3 de 5 estrelas' }));
  },
};

/** The arrow keys move through the stars and choose as they go. */
export const Keyboard: Story = {
  args: { value: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const three = canvas.getByRole('radio', { name: '3 de 5 estrelas' });
    await expect(three).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 de 5 estrelas' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 de 5 estrelas' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '2 de 5 estrelas' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** Refused with no star chosen: the group is invalid and every star says why. */
export const Invalid: Story = {
  args: { error: 'Selecione entre uma e cinco estrelas.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Sua nota' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    for (const name of NAMES) {
      await expect(canvas.getByRole('radio', { name })).toHaveAccessibleDescription(
        'Selecione entre uma e cinco estrelas.',
      );
    }
    await expect(canvas.getByText('Selecione entre uma e cinco estrelas.')).toBeVisible();
  },
};
