import { BAG_MESSAGES } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyBagLines } from '../../storybook/fixtures/bag';
import { BagPage } from './BagPage';

const meta = {
  title: 'Bag/BagPage',
  component: BagPage,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <BagPage {...args} />
    </main>
  ),
  args: {
    lines: storyBagLines,
    state: { status: 'ready' },
    wallet: 1500,
    total: 1100,
    balance: 400,
    shopHref: '/shop/page/1',
    onIncrease: fn(),
    onDecrease: fn(),
    onRemove: fn(),
    onClear: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof BagPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products: quantities within 1 and the stock, the total and the balance after. */
export const WithItems: Story = {
  tags: ['templates'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sacola' })).toBeVisible();
    const summary = canvas.getByRole('region', { name: 'Resumo' });
    await expect(summary).toHaveTextContent('Saldo na carteira1.500 decoins');
    await expect(summary).toHaveTextContent('Total da sacola1.100 decoins');
    await expect(summary).toHaveTextContent('Saldo após o pedido400 decoins');
    const book = 'Livro "Gestão de Obras na Prática"';
    await expect(
      canvas.getByRole('button', { name: `Aumentar a quantidade de ${book}` }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      canvas.getByRole('button', { name: `Diminuir a quantidade de ${book}` }),
    ).toHaveAttribute('aria-disabled', 'true');
    const bottle = 'Garrafa térmica Decola 500 ml';
    await userEvent.click(
      canvas.getByRole('button', { name: `Aumentar a quantidade de ${bottle}` }),
    );
    await expect(args.onIncrease).toHaveBeenCalledWith(301);
    await userEvent.click(
      canvas.getByRole('button', { name: `Diminuir a quantidade de ${bottle}` }),
    );
    await expect(args.onDecrease).toHaveBeenCalledWith(301);
    await userEvent.click(canvas.getByRole('button', { name: `Remover ${book} da sacola` }));
    await expect(args.onRemove).toHaveBeenCalledWith(318);
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar pedido' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

/** 'Esvaziar sacola' asks first: cancel keeps the bag, confirming empties it. */
export const ClearAsksFirst: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const clear = canvas.getByRole('button', { name: 'Esvaziar sacola' });
    await step('Cancel keeps every product, focus back on the button', async () => {
      await userEvent.click(clear);
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Deseja realmente esvaziar a sacola?',
      });
      await expect(dialog).toHaveAccessibleDescription(
        'Todos os produtos serão retirados da sacola.',
      );
      // A destructive action is never one Enter away: focus starts on 'Cancelar'.
      await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expect(args.onClear).not.toHaveBeenCalled();
      await waitFor(() => expect(clear).toHaveFocus());
    });
    await step('Confirming empties the bag', async () => {
      await userEvent.click(clear);
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Deseja realmente esvaziar a sacola?',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Esvaziar sacola' }));
      await expect(args.onClear).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    });
  },
};

/** Nothing in the bag: it says so and leads to the shop. */
export const Empty: Story = {
  args: { lines: [], total: 0, balance: 1500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sua sacola está vazia.');
    await expect(canvas.getByRole('link', { name: 'Ir para a loja' })).toHaveAttribute(
      'href',
      '/shop/page/1',
    );
    await expect(canvas.queryByRole('button', { name: 'Finalizar pedido' })).toBeNull();
  },
};

/** One more would take the balance below zero: the bag says 'Saldo insuficiente'. */
export const InsufficientBalance: Story = {
  args: { wallet: 1100, balance: 0, notice: BAG_MESSAGES.insufficientBalance },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Saldo insuficiente');
    const summary = canvas.getByRole('region', { name: 'Resumo' });
    await expect(summary).toHaveTextContent('Saldo após o pedido0 decoins');
    await expect(within(summary).getByRole('button', { name: 'Finalizar pedido' })).toBeEnabled();
  },
};

/** spec 2 §8: the browser refused to keep the change; the bag shown is the bag kept. */
export const StorageFailure: Story = {
  args: { notice: BAG_MESSAGES.storageFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The products' details failed to load: the bag offers to try again. */
export const LoadError: Story = {
  args: { state: { status: 'error', onRetry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os produtos da sacola.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.state.onRetry).toHaveBeenCalledOnce();
  },
};
