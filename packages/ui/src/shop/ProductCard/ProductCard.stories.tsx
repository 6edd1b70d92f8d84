import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { productImage, storyProducts } from '../../storybook/fixtures/shop';
import { waitForPhotos } from '../../storybook/helpers';
import { ProductCard } from './ProductCard';

const meta = {
  title: 'Shop/ProductCard',
  component: ProductCard,
  parameters: { layout: 'padded' },
  args: { product: storyProducts.mug, onToggleFavorite: fn(), onAddToBag: fn() },
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters.cardsRow ? 'grid grid-cols-3 items-start gap-4' : 'w-64'}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, shop, name (the link to the product), price in decoins, heart and bag. */
export const InStock: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForPhotos(canvasElement);
    const name = 'Caneca térmica Decola 450 ml';
    await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', '/student/product/1');
    await expect(canvas.getByText('Loja Decola')).toBeVisible();
    await expect(canvas.getByText('350 decoins')).toBeVisible();
    await expect(canvas.queryByText('Esgotado')).toBeNull();

    const heart = canvas.getByRole('button', { name: `Favoritar ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(storyProducts.mug);

    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar à sacola' }));
    await expect(args.onAddToBag).toHaveBeenCalledWith(storyProducts.mug);
  },
};

/** A stock of 0: 'Esgotado' on the picture, and the bag button cannot be pressed. */
export const OutOfStock: Story = {
  args: { product: storyProducts.pens },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForPhotos(canvasElement);
    await expect(canvas.getByText('Esgotado')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Adicionar à sacola' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Esgotado');
    await expect(canvasElement.querySelector('[data-slot="product-card"]')).toHaveAttribute(
      'data-state',
      'sold-out',
    );
    await expect(args.onAddToBag).not.toHaveBeenCalled();
  },
};

/** A favourite: the heart is pressed; pressing it again asks to delete the favourite. */
export const Favourite: Story = {
  args: { product: storyProducts.book },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForPhotos(canvasElement);
    const heart = canvas.getByRole('button', {
      name: 'Favoritar Livro "Gestão de Obras na Prática"',
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('900 decoins')).toBeVisible();
    await userEvent.click(heart);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(storyProducts.book);
  },
};

/** The picture fails to load: the shop's mark on a tinted square keeps the card's shape. */
export const ImageError: Story = {
  args: { product: storyProducts.headset },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(
        canvasElement.querySelector('[data-slot="product-image-fallback"]'),
      ).toBeInTheDocument(),
    );
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('2.400 decoins')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar à sacola' })).toBeEnabled();
  },
};

const shaped = (name: string, label: string, width: number, height: number) => ({
  ...storyProducts.mug,
  id: width * 1000 + height,
  name,
  imagesUrl: [productImage('#1e3a8a', '#93c5fd', label, { width, height })],
});

/**
 * Each picture in a frame of its own shape (16:9 pictures sat in square frames with
 * blank bands): the portal's usual 16:9, a square and a portrait one.
 */
export const PictureShapes: Story = {
  parameters: { cardsRow: true },
  render: (args) => (
    <>
      <ProductCard {...args} product={shaped('Mochila 16:9', 'Largo', 320, 180)} />
      <ProductCard {...args} product={shaped('Caneca quadrada', 'Quadrado', 240, 240)} />
      <ProductCard {...args} product={shaped('Garrafa em pé', 'Alto', 240, 320)} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await waitForPhotos(canvasElement);
    const pictures = [...canvasElement.querySelectorAll('img')];
    await expect(pictures).toHaveLength(3);
    for (const picture of pictures) {
      await waitFor(() => {
        const box = picture.getBoundingClientRect();
        // The frame's shape is the picture's: no band beside or above it.
        expect(box.width / box.height).toBeCloseTo(picture.naturalWidth / picture.naturalHeight, 1);
      });
    }
  },
};
