import { formatDecoins } from '@decola/domain';
import { cn } from '../../lib/cn';
import {
  DataTable,
  dataTableCell,
  dataTableHeadCell,
  dataTableRow,
  dataTableRowHead,
} from '../../primitives/DataTable';
import { Button } from '../../primitives/Button';
import { AlertBox } from '../../primitives/AlertBox';
import { BAG_TEXT as TEXT } from '../shared/bagText';
import { SummaryRow } from '../shared/SummaryRow';
import type { BagLine } from '../shared/types';

/**
 * idle: waiting for 'Confirmar pedido'; pending: the order is on its way; checking: its answer
 * was lost and the orders are being compared with the bag; failed: no order was made.
 */
export type OrderReviewState = 'idle' | 'pending' | 'checking' | 'failed';

export type OrderReviewProps = {
  lines: readonly BagLine[];
  total: number;
  /** The balance once the order is made. */
  balanceAfter: number;
  state: OrderReviewState;
  /** Why the order failed (the server's message, or a connection error). */
  errorMessage?: string | null;
  /** Creates the order; never called while one is on its way. */
  onConfirm: () => void;
  onBack: () => void;
  className?: string;
};

/** The items, the total and the balance after, before the order is created once. */
export function OrderReview({
  lines,
  total,
  balanceAfter,
  state,
  errorMessage,
  onConfirm,
  onBack,
  className,
}: OrderReviewProps) {
  const busy = state === 'pending' || state === 'checking';
  return (
    <section
      aria-labelledby="order-review-title"
      data-slot="order-review"
      className={cn(
        'flex flex-col gap-4 rounded-card border border-line bg-surface p-4',
        className,
      )}
    >
      <h2 id="order-review-title" className="text-lg font-semibold text-ink">
        {TEXT.review}
      </h2>
      <DataTable
        caption={TEXT.review}
        framed={false}
        head={
          <>
            <th scope="col" className={dataTableHeadCell}>
              {TEXT.product}
            </th>
            <th scope="col" className={cn(dataTableHeadCell, 'text-right')}>
              {TEXT.quantity}
            </th>
            <th scope="col" className={cn(dataTableHeadCell, 'text-right')}>
              {TEXT.subtotal}
            </th>
          </>
        }
      >
        {lines.map((line) => (
          <tr key={line.id} className={dataTableRow}>
            <th scope="row" className={dataTableRowHead}>
              {line.name}
            </th>
            <td className={cn(dataTableCell, 'text-right tabular-nums')}>{line.quantity}</td>
            <td className={cn(dataTableCell, 'text-right tabular-nums')}>
              {formatDecoins(line.decoins * line.quantity)}
            </td>
          </tr>
        ))}
      </DataTable>
      <dl className="flex flex-col gap-2 sm:ms-auto sm:w-80">
        <SummaryRow label={TEXT.total} decoins={total} emphasis />
        <SummaryRow label={TEXT.balanceAfter} decoins={balanceAfter} negative={balanceAfter < 0} />
      </dl>
      {state === 'checking' && (
        <p role="status" className="text-sm text-ink-muted">
          {TEXT.checking}
        </p>
      )}
      {state === 'failed' && (
        <AlertBox tone="danger" title={TEXT.orderFailed}>
          {errorMessage}
        </AlertBox>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {TEXT.backToBag}
        </Button>
        <Button onClick={onConfirm} loading={busy} disabled={balanceAfter < 0}>
          {state === 'failed' ? TEXT.retry : TEXT.confirm}
        </Button>
      </div>
    </section>
  );
}
