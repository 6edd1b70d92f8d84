import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { waitForPhotos } from '../../../storybook/helpers';
import { ownRating, storyRatings } from '../../../storybook/fixtures/ratings';
import { RatingItem } from './RatingItem';

const likes = (root: HTMLElement) => root.querySelector('[data-slot="rating-likes"]');

const meta = {
  title: 'Assessment/Ratings/RatingItem',
  component: RatingItem,
  parameters: { layout: 'padded' },
  args: {
    rating: storyRatings[0]!,
    liked: false,
    own: false,
    onToggleLike: fn(),
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RatingItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another learner's rating: name, date in pt-BR, stars, message, likes; no delete. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await waitForPhotos(canvasElement);
    const rating = canvas.getByRole('article', { name: 'Carlos Eduardo Lima' });
    await expect(rating).toBeVisible();
    await expect(canvas.getByText('12/11/2026')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
    await expect(likes(canvasElement)).toHaveTextContent('2 curtidas');
    const like = canvas.getByRole('button', { name: 'Curtir avaliação de Carlos Eduardo Lima' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onToggleLike).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: /^Excluir/ })).toBeNull();
    like.blur();
  },
};

/** The learner's own rating: marked, and it can be deleted. */
export const Own: Story = {
  args: { rating: ownRating, own: true },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForPhotos(canvasElement);
    await expect(canvas.getByText('Sua avaliação')).toBeVisible();
    await expect(likes(canvasElement)).toHaveTextContent('0 curtidas');
    const remove = canvas.getByRole('button', { name: 'Excluir avaliação de Ana Beatriz Souza' });
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledOnce();
    remove.blur();
  },
};

/** Liked by the learner: 'Curtir' pressed; its photo failed to load, so the initials show. */
export const LikedWithImageFallback: Story = {
  args: { rating: storyRatings[1]!, liked: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', { name: 'Curtir avaliação de Fernanda Rocha' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(likes(canvasElement)).toHaveTextContent('1 curtida');
    await expect(await canvas.findByText('FR')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toBeNull();
  },
};
