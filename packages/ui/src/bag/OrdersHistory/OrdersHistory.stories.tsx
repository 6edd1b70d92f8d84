import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyOrders } from '../../storybook/fixtures/bag';
import { OrdersHistory } from './OrdersHistory';

const meta = {
  title: 'Bag/OrdersHistory',
  component: OrdersHistory,
  render: (args) => (
    <main aria-label="Conteúdo da página" className="p-4">
      <OrdersHistory {...args} />
    </main>
  ),
  args: {
    orders: storyOrders,
    page: 1,
    pages: 2,
    onPageChange: fn(),
    status: 'ready',
    orderHref: (id: number) => `/bag/${id}`,
  },
} satisfies Meta<typeof OrdersHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each order with its date, total and receipt link, paged. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Histórico de pedidos' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pedido nº 5521' })).toHaveAttribute(
      'href',
      '/bag/5521',
    );
    await expect(canvas.getByRole('link', { name: 'Recibo do pedido nº 5521' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(
      canvas.getByRole('row', { name: /Pedido nº 5307 22\/03\/2026 1 250 decoins Sem recibo/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** No order yet. */
export const Empty: Story = {
  args: { orders: [], pages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Não há nada por aqui.');
  },
};

/** The orders failed: the history's own message and a retry. */
export const Failed: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar seus pedidos.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A retry under way: the history loads again instead of showing the old failure. */
export const Retrying: Story = {
  args: { status: 'error', onRetry: fn(), retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando…');
  },
};
