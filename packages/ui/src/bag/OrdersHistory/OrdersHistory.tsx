import { formatDateBR, formatDecoins } from '@decola/domain';
import { cn } from '../../lib/cn';
import {
  DataTable,
  dataTableCell,
  dataTableHeadCell,
  dataTableRow,
  dataTableRowHead,
} from '../../primitives/DataTable';
import { Link, linkVariants } from '../../primitives/Link';
import { PagedList, type PagedListState } from '../../primitives/PagedList';
import { BAG_TEXT as TEXT } from '../shared/bagText';
import type { OrderView } from '../shared/types';

export type OrdersHistoryProps = PagedListState & {
  /** One page of the learner's orders, newest first. */
  orders: readonly OrderView[];
  /** The address of an order's page (`bag/:orderID`). */
  orderHref: (id: number) => string;
  /** 1 on a page of its own, 2 as a tab of the profile. */
  headingLevel?: 1 | 2;
  className?: string;
};

/** The profile's `history-order`: the learner's orders with date, total and receipt. */
export function OrdersHistory({
  orders,
  orderHref,
  headingLevel = 2,
  className,
  ...list
}: OrdersHistoryProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="orders-history" className={cn('flex flex-col gap-4', className)}>
      <Heading className="text-xl font-bold text-ink sm:text-2xl">{TEXT.history}</Heading>
      <PagedList
        {...list}
        label={TEXT.history}
        isEmpty={orders.length === 0}
        errorMessage={list.errorMessage ?? TEXT.historyError}
      >
        <DataTable
          caption={TEXT.history}
          head={
            <>
              <th scope="col" className={dataTableHeadCell}>
                {TEXT.orderColumn}
              </th>
              <th scope="col" className={dataTableHeadCell}>
                {TEXT.date}
              </th>
              <th scope="col" className={cn(dataTableHeadCell, 'text-right')}>
                {TEXT.itemCount}
              </th>
              <th scope="col" className={cn(dataTableHeadCell, 'text-right')}>
                {TEXT.orderTotal}
              </th>
              <th scope="col" className={dataTableHeadCell}>
                {TEXT.receiptColumn}
              </th>
            </>
          }
        >
          {orders.map((order) => (
            <tr key={order.id} className={dataTableRow}>
              <th scope="row" className={dataTableRowHead}>
                <Link href={orderHref(order.id)} className={linkVariants()}>
                  {TEXT.order(order.id)}
                </Link>
              </th>
              <td className={dataTableCell}>{formatDateBR(order.createAt)}</td>
              <td className={cn(dataTableCell, 'text-right tabular-nums')}>{order.quantity}</td>
              <td className={cn(dataTableCell, 'text-right tabular-nums')}>
                {formatDecoins(order.grossValue)}
              </td>
              <td className={dataTableCell}>
                {order.receiptUrl ? (
                  <Link href={order.receiptUrl} external className={linkVariants()}>
                    {TEXT.receiptOf(order.id)}
                  </Link>
                ) : (
                  <span className="text-ink-muted">{TEXT.noReceipt}</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      </PagedList>
    </div>
  );
}
