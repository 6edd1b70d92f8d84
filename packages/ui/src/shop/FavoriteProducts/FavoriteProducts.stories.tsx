import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyProducts } from '../../storybook/fixtures/shop';
import { waitForPhotos } from '../../storybook/helpers';
import { FavoriteProducts } from './FavoriteProducts';

const favourites = [
  { ...storyProducts.mug, isFavorite: true },
  storyProducts.book,
  { ...storyProducts.pens, isFavorite: true },
];

const meta = {
  title: 'Shop/FavoriteProducts',
  component: FavoriteProducts,
  parameters: { layout: 'padded' },
  args: {
    products: favourites,
    page: 1,
    pages: 1,
    onPageChange: fn(),
    status: 'ready',
    onToggleFavorite: fn(),
    onAddToBag: fn(),
  },
} satisfies Meta<typeof FavoriteProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile's favourite products; a heart pressed again removes one. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForPhotos(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Produtos favoritos' }),
    ).toBeVisible();
    const list = canvas.getByRole('region', { name: 'Produtos favoritos' });
    const hearts = within(list).getAllByRole('button', { name: /^Favoritar / });
    await expect(hearts).toHaveLength(3);
    for (const heart of hearts) await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hearts[1]!);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(storyProducts.book);
  },
};

/** No favourite yet. */
export const Empty: Story = {
  args: { products: [], pages: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não há nada por aqui.');
  },
};
