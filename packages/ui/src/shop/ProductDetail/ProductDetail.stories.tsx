import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectSlideAtStart, waitForCarousel } from '../../storybook/carousel';
import { storyProducts } from '../../storybook/fixtures/shop';
import { waitForImages } from '../../storybook/helpers';
import { ProductDetail } from './ProductDetail';

const meta = {
  title: 'Shop/ProductDetail',
  component: ProductDetail,
  parameters: { layout: 'fullscreen' },
  args: {
    product: storyProducts.mug,
    state: { status: 'ready' },
    onToggleFavorite: fn(),
    onAddToBag: fn(),
  },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The photos on the carousel (arrows, keys), the markdown description, a quantity from 1
 * to the stock, 'Adicionar à sacola' with that quantity, and the heart.
 */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await waitForImages(canvasElement);
    const name = 'Caneca térmica Decola 450 ml';
    await expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para a loja' })).toHaveAttribute(
      'href',
      '/student/shop/page/1',
    );
    await expect(canvas.getByText('350 decoins')).toBeVisible();
    await expect(canvas.getByText('42 unidades disponíveis')).toBeVisible();
    const description = canvas.getByRole('heading', { level: 2, name: 'Descrição' }).parentElement!;
    await expect(within(description).getByText('parede dupla').tagName).toBe('STRONG');
    await expect(within(description).getAllByRole('listitem')).toHaveLength(3);

    await step('The gallery: next, then the arrow keys', async () => {
      const gallery = canvas.getByRole('region', { name: `Fotos de ${name}` });
      await waitForCarousel(gallery);
      await expect(within(gallery).getAllByRole('group')).toHaveLength(3);
      await expect(
        within(gallery).getByRole('img', { name: `${name}, foto 2 de 3` }),
      ).toBeInTheDocument();
      await userEvent.click(within(gallery).getByRole('button', { name: 'Próximo' }));
      await expectSlideAtStart(gallery, '2 de 3');
      await userEvent.keyboard('{ArrowLeft}');
      await expectSlideAtStart(gallery, '1 de 3');
      await userEvent.keyboard('{ArrowRight}');
      await expectSlideAtStart(gallery, '2 de 3');
      await userEvent.keyboard('{ArrowRight}');
      await expectSlideAtStart(gallery, '3 de 3');
      // Back to the first photo, as the page first shows it.
      await userEvent.click(within(gallery).getByRole('button', { name: 'Anterior' }));
      await userEvent.click(within(gallery).getByRole('button', { name: 'Anterior' }));
      await expectSlideAtStart(gallery, '1 de 3');
    });

    await step('A quantity within the stock, then to the bag', async () => {
      const quantity = canvas.getByRole('spinbutton', { name: 'Quantidade' });
      await expect(quantity).toHaveAccessibleDescription('Até 42 unidades.');
      const less = canvas.getByRole('button', { name: 'Diminuir quantidade' });
      const more = canvas.getByRole('button', { name: 'Aumentar quantidade' });
      await expect(less).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(more);
      await expect(quantity).toHaveValue(2);
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '99');
      await userEvent.tab();
      await expect(quantity).toHaveValue(42);
      await expect(more).toHaveAttribute('aria-disabled', 'true');
      // At the stock '+' keeps the focus of the learner who pressed it, and does nothing more.
      await userEvent.click(less);
      await userEvent.keyboard('{Tab}{Tab}');
      await expect(more).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(quantity).toHaveValue(42);
      await expect(more).toHaveFocus();
      await expect(more).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{Enter}');
      await expect(quantity).toHaveValue(42);
      await userEvent.click(canvas.getByRole('button', { name: 'Adicionar à sacola' }));
      await expect(args.onAddToBag).toHaveBeenCalledWith(storyProducts.mug, 42);
    });

    await userEvent.click(canvas.getByRole('button', { name: `Favoritar ${name}` }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(storyProducts.mug);
    window.scrollTo(0, 0);
  },
};

/** Out of stock: 'Esgotado', no quantity, and the bag button cannot be pressed. */
export const SoldOut: Story = {
  args: { product: storyProducts.pens },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText('Esgotado')).toBeVisible();
    await expect(canvas.queryByRole('spinbutton', { name: 'Quantidade' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Adicionar à sacola' })).toBeDisabled();
    // One photo: no carousel around it.
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(
      canvas.getByRole('img', { name: 'Kit canetas e marca-texto Decola, foto 1 de 1' }),
    ).toBeVisible();
    await expect(args.onAddToBag).not.toHaveBeenCalled();
  },
};

/** The product failed to load: its error with 'Tentar novamente', the way back to the shop. */
export const LoadError: Story = {
  args: {
    product: null,
    state: { status: 'error', errorMessage: 'Produto não encontrado.', onRetry: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar o produto.');
    await expect(alert).toHaveTextContent('Produto não encontrado.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Voltar para a loja' })).toBeVisible(),
    );
  },
};
