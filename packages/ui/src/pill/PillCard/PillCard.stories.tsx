import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { storyPills } from '../../storybook/fixtures/pills';
import { PillCard } from './PillCard';

const meta = {
  title: 'Pill/PillCard',
  component: PillCard,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className="w-44">
        <Story />
      </div>
    ),
  ],
  args: { pill: storyPills[0]!, index: 0, onOpen: fn() },
} satisfies Meta<typeof PillCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pill not watched yet: its image and title, one button that opens the viewer at it. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const card = canvas.getByRole('button', { name: 'Ergonomia no escritório' });
    await expect(card).not.toHaveAccessibleDescription();
    await expect(canvas.queryByText('Assistida')).toBeNull();
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledWith(0);
  },
};

/** A watched pill: dimmed, with a check, and 'Assistida' for screen readers. */
export const Watched: Story = {
  args: { pill: storyPills[1]!, index: 1 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    const card = canvas.getByRole('button', { name: 'Como dar feedback em três frases' });
    await expect(card).toHaveAccessibleDescription('Assistida');
    await expect(card).toHaveAttribute('data-watched', 'true');
    await expect(card.querySelector('img')).toHaveClass('grayscale');
    // The keyboard opens it too.
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(1);
  },
};

/** Without an image the title sits on the plain card. */
export const WithoutImage: Story = {
  args: { pill: { ...storyPills[2]!, imageURL: null }, index: 2 },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Phishing: o e-mail que parecia do RH' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(2);
  },
};
