import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyBagLines } from '../../storybook/fixtures/bag';
import { OrderReview } from './OrderReview';

const meta = {
  title: 'Bag/OrderReview',
  component: OrderReview,
  render: (args) => (
    <main aria-label="Conteúdo da página" className="p-4">
      <OrderReview {...args} />
    </main>
  ),
  args: {
    lines: storyBagLines,
    total: 1100,
    balanceAfter: 400,
    state: 'idle',
    onConfirm: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof OrderReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The items, the total and the balance after; 'Confirmar pedido' creates the order. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Revisão do pedido' })).toBeVisible();
    await expect(
      canvas.getByRole('row', { name: 'Garrafa térmica Decola 500 ml 2 800 decoins' }),
    ).toBeVisible();
    await expect(canvas.getByText('Saldo após o pedido').nextSibling).toHaveTextContent(
      '400 decoins',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar pedido' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar à sacola' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The order is on its way: a second press does nothing. */
export const Pending: Story = {
  args: { state: 'pending' },
  play: async ({ canvas, userEvent, args }) => {
    const confirm = canvas.getByRole('button', { name: /Confirmar pedido/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Voltar à sacola' })).toBeDisabled();
  },
};

/** No answer came: the learner's orders are compared with the bag before anything else. */
export const Checking: Story = {
  args: { state: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Conferindo se o pedido foi feito…');
  },
};

/** No order was made: the reason, and 'Tentar novamente'. */
export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'Erro de conexão.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('O pedido não foi feito.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro de conexão.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
