import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { PlaybackRateMenu, type PlaybackRateMenuProps } from './PlaybackRateMenu';

const meta = {
  title: 'Viewer/Players/PlaybackRateMenu',
  component: PlaybackRateMenu,
  parameters: { layout: 'centered' },
  args: { rate: 1, onRateChange: fn() },
  // The menu opens upwards, over the player it sits in.
  decorators: [
    (Story) => (
      <div className="flex h-80 items-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlaybackRateMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rate the player owns, as a player holds it. */
function Controlled(args: PlaybackRateMenuProps) {
  const [rate, setRate] = useState(args.rate);
  return (
    <PlaybackRateMenu
      {...args}
      rate={rate}
      onRateChange={(next) => {
        setRate(next);
        args.onRateChange(next);
      }}
    />
  );
}

/** Closed at the normal speed: the button names the menu and shows the rate. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /^Velocidade/ });
    await expect(button).toHaveTextContent('1×');
    await expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: every rate from 0,5× to 2× written the Brazilian way, the current one selected. */
export const Open: Story = {
  args: { rate: 1.25 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Velocidade/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '0,5×',
      '0,75×',
      '1×',
      '1,25×',
      '1,5×',
      '1,75×',
      '2×',
    ]);
    await expect(screen.getByRole('option', { name: '1,25×' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** By keyboard: ↓ opens on the current rate, ↓ moves, Enter chooses 1,5×; Escape closes without a change. */
export const ChoosingByKeyboard: Story = {
  render: Controlled,
  play: async ({ canvas, userEvent, args, step }) => {
    const button = canvas.getByRole('button', { name: /^Velocidade/ });
    await step('Escape closes without a change', async () => {
      button.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(await screen.findByRole('listbox')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      await expect(args.onRateChange).not.toHaveBeenCalled();
      await expect(button).toHaveFocus();
    });
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onRateChange).toHaveBeenCalledWith(1.5);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(button).toHaveTextContent('1,5×');
  },
};

/** While the media loads: shown, not usable. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Velocidade/ })).toBeDisabled();
  },
};
