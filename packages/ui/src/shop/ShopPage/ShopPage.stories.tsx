import { NO_SHOP_FILTER } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyProductList, storyShopFilterOptions } from '../../storybook/fixtures/shop';
import { expectHeadingOutline, waitForPhotos } from '../../storybook/helpers';
import { ShopFilters } from '../ShopFilters';
import { ShopPage } from './ShopPage';

const meta = {
  title: 'Shop/ShopPage',
  component: ShopPage,
  parameters: { layout: 'fullscreen' },
  args: {
    filters: (
      <ShopFilters
        value={NO_SHOP_FILTER}
        onChange={fn()}
        options={storyShopFilterOptions}
        state={{ status: 'ready' }}
      />
    ),
    products: storyProductList,
    total: 26,
    page: 1,
    pages: 2,
    onPageChange: fn(),
    status: 'ready',
    onToggleFavorite: fn(),
    onAddToBag: fn(),
    favoritePendingId: null,
  },
  argTypes: { filters: { control: false } },
} satisfies Meta<typeof ShopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2 §2: the filters beside one page of products and its pages. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();
    await expect(canvas.getByText('26 produtos')).toBeVisible();
    const list = canvas.getByRole('region', { name: 'Produtos' });
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
    await expectHeadingOutline(canvasElement);
    const pages = canvas.getByRole('navigation', { name: 'Páginas de produtos' });
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    // The headset's photo is missing on purpose: its card shows the fallback.
    await waitFor(() =>
      expect(list.querySelector('[data-slot="product-image-fallback"]')).toBeInTheDocument(),
    );
    await waitForPhotos(list);
  },
};

/** Nothing matches the filters: the empty table's words (spec 2 §8). */
export const Empty: Story = {
  args: {
    filters: (
      <ShopFilters
        value={{ ...NO_SHOP_FILTER, search: 'bicicleta' }}
        onChange={fn()}
        options={storyShopFilterOptions}
        state={{ status: 'ready' }}
      />
    ),
    products: [],
    total: 0,
    pages: 0,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não há nada por aqui.');
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  },
};

/** The products failed to load: the list's error and 'Tentar novamente'; the filters stay. */
export const LoadError: Story = {
  args: { products: [], status: 'error', errorMessage: 'Erro de conexão.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro de conexão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(canvas.getByRole('complementary', { name: 'Filtros' })).toBeVisible();
  },
};

/** On a phone the filters wait behind their button: the first product shows on the first screen. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filtros' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const list = canvas.getByRole('region', { name: 'Produtos' });
    await waitFor(() =>
      expect(list.querySelector('[data-slot="product-image-fallback"]')).toBeInTheDocument(),
    );
    // Measured once every picture has its frame.
    await waitForPhotos(list);
    const [first] = within(list).getAllByRole('heading', { level: 3 });
    await expect(first!.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
