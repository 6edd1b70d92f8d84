import { formatDateBR, formatDecoins } from '@decola/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cn } from '../../lib/cn';
import {
  DataTable,
  dataTableCell,
  dataTableHeadCell,
  dataTableRow,
  dataTableRowHead,
} from './DataTable';

/** Three orders of the shop, as the profile's history lists them. */
const ORDERS = [
  { id: 1042, date: '2026-11-20T14:05:00-03:00', items: 2, total: 1_250 },
  { id: 1031, date: '2026-10-02T09:30:00-03:00', items: 1, total: 480 },
  { id: 1007, date: '2026-08-15T17:45:00-03:00', items: 4, total: 12_300 },
];

function OrdersTable({ framed }: { framed: boolean }) {
  const table = (
    <DataTable
      caption="Histórico de pedidos"
      framed={framed}
      head={
        <>
          <th scope="col" className={dataTableHeadCell}>
            Pedido
          </th>
          <th scope="col" className={dataTableHeadCell}>
            Data
          </th>
          <th scope="col" className={cn(dataTableHeadCell, 'text-right')}>
            Itens
          </th>
          <th scope="col" className={cn(dataTableHeadCell, 'text-right')}>
            Total
          </th>
        </>
      }
    >
      {ORDERS.map((order) => (
        <tr key={order.id} className={dataTableRow}>
          <th scope="row" className={dataTableRowHead}>
            {`Pedido #${order.id}`}
          </th>
          <td className={dataTableCell}>{formatDateBR(order.date)}</td>
          <td className={cn(dataTableCell, 'text-right tabular-nums')}>{order.items}</td>
          <td className={cn(dataTableCell, 'text-right tabular-nums')}>
            {formatDecoins(order.total)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
  // Unframed, the table sits in a card that is already there, as the order review's does.
  return framed ? (
    table
  ) : (
    <div className="rounded-card border border-line bg-surface p-4">{table}</div>
  );
}

const meta = {
  title: 'Primitives/DataTable',
  component: OrdersTable,
  args: { framed: true },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list page's table: its own card, named by its caption, one row header per record. */
export const Framed: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Histórico de pedidos' });
    const head = within(table).getAllByRole('columnheader');
    await expect(head.map((cell) => cell.textContent)).toEqual([
      'Pedido',
      'Data',
      'Itens',
      'Total',
    ]);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(ORDERS.length);
    const first = within(table).getAllByRole('row')[1]!;
    await expect(within(first).getByRole('rowheader')).toHaveTextContent('Pedido #1042');
    await expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20/11/2026', '2', formatDecoins(1_250)]);
    // The card scrolls sideways on a narrow screen rather than the page.
    await expect(getComputedStyle(table.parentElement!).overflowX).toBe('auto');
  },
};

/** Inside a card already there: no second border, the same rows. */
export const InsideACard: Story = {
  args: { framed: false },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Histórico de pedidos' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(ORDERS.length);
    await expect(getComputedStyle(table.parentElement!).overflowX).toBe('visible');
  },
};
