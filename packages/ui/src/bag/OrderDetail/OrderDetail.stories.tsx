import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyOrder } from '../../storybook/fixtures/bag';
import { OrderDetail } from './OrderDetail';

const meta = {
  title: 'Bag/OrderDetail',
  component: OrderDetail,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <main aria-label="Conteúdo da página">
      <OrderDetail {...args} />
    </main>
  ),
  args: { state: { status: 'ready' }, order: storyOrder },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just created: the items, quantities, total and date, and its receipt in a new tab. */
export const Created: Story = {
  tags: ['templates'],
  args: { justCreated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pedido nº 5521' })).toBeVisible();
    await expect(canvas.getByText('Feito em 14/05/2026 · Em processamento')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Pedido realizado com sucesso!');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('1.100 decoins')).toBeVisible();
    const receipt = canvas.getByRole('link', { name: 'Ver recibo do pedido nº 5521' });
    await expect(receipt).toHaveAttribute('href', '/student/demo/receipts/pedido-5521.pdf');
    await expect(receipt).toHaveAttribute('target', '_blank');
  },
};

/** An order without its receipt yet: 'Gerar recibo' asks for it. */
export const WithoutReceipt: Story = {
  args: { order: { ...storyOrder, receiptUrl: null }, onCreateReceipt: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar recibo' }));
    await expect(args.onCreateReceipt).toHaveBeenCalledOnce();
  },
};

/** The order could not be loaded. */
export const LoadError: Story = {
  args: { state: { status: 'error', onRetry: fn() }, order: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o pedido.',
    );
  },
};
