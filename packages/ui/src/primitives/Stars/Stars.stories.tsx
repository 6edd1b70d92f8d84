import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stars } from './Stars';

const meta = {
  title: 'Primitives/Stars',
  component: Stars,
  args: { rating: 4 },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each value reads as its own image; what lies outside 0 to 5 is kept within. */
export const EachValue: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      {[0, 1, 2, 3, 4, 5, 7].map((rating) => (
        <Stars key={rating} rating={rating} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('img').map((image) => image.getAttribute('aria-label'));
    await expect(names).toEqual([
      '0 de 5 estrelas',
      '1 de 5 estrelas',
      '2 de 5 estrelas',
      '3 de 5 estrelas',
      '4 de 5 estrelas',
      '5 de 5 estrelas',
      '5 de 5 estrelas',
    ]);
  },
};
