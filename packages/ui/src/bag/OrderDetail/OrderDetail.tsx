import { formatDateBR, formatDecoins } from '@decola/domain';
import { cn } from '../../lib/cn';
import type { AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { AlertBox } from '../../primitives/AlertBox';
import { BAG_PAGE_CLASS } from '../shared/bagPage';
import { BAG_TEXT as TEXT, ORDER_STATUS_LABELS } from '../shared/bagText';
import { ProductThumb } from '../shared/ProductThumb';
import { SummaryRow } from '../shared/SummaryRow';
import type { OrderView } from '../shared/types';

export type OrderDetailProps = {
  state: AsyncState;
  order?: OrderView | null;
  /** The order was just created on this screen: it says so. */
  justCreated?: boolean;
  /** Asks for the receipt of an order that has none yet. */
  onCreateReceipt?: () => void;
  receiptPending?: boolean;
  className?: string;
};

/** `bag/:orderID`: an order's items, quantities, total and date, and its receipt. */
export function OrderDetail({
  state,
  order,
  justCreated = false,
  onCreateReceipt,
  receiptPending = false,
  className,
}: OrderDetailProps) {
  return (
    <div data-slot="order-detail" className={cn(BAG_PAGE_CLASS, className)}>
      <LoadState state={state} look="block" text={{ error: TEXT.orderError }}>
        {order && (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h1 className="text-2xl font-bold text-ink">{TEXT.order(order.id)}</h1>
              <p className="text-ink-muted">
                {TEXT.orderedOn(formatDateBR(order.createAt))} ·{' '}
                {ORDER_STATUS_LABELS[order.status] ?? order.status}
              </p>
            </div>
            {justCreated && <AlertBox tone="success" title={TEXT.orderCreated} />}
            <ul aria-label={TEXT.items} className="rounded-card border border-line bg-surface">
              {order.products.map((line) => (
                <li
                  key={line.id}
                  className="flex flex-wrap items-center gap-4 border-b border-line p-4 last:border-b-0"
                >
                  <ProductThumb src={line.imageUrl} />
                  <p className="flex-1 font-semibold text-ink">{line.name}</p>
                  <p className="text-ink-muted">
                    {TEXT.quantity}: <span className="tabular-nums">{line.quantity}</span>
                  </p>
                  <p className="min-w-28 text-right font-semibold tabular-nums text-ink">
                    {formatDecoins(line.decoins * line.quantity)}
                  </p>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-4">
              <dl className="w-full sm:w-80">
                <SummaryRow label={TEXT.orderTotal} decoins={order.grossValue} emphasis />
              </dl>
              {order.receiptUrl ? (
                <Link
                  href={order.receiptUrl}
                  external
                  className="inline-flex h-10 items-center rounded-control bg-primary px-4 text-sm font-semibold text-on-primary hover:bg-primary-strong"
                >
                  {TEXT.receipt}
                  <span className="sr-only">&nbsp;{TEXT.ofOrder(order.id)}</span>
                </Link>
              ) : (
                onCreateReceipt && (
                  <Button onClick={onCreateReceipt} loading={receiptPending}>
                    {TEXT.createReceipt}
                  </Button>
                )
              )}
            </div>
          </>
        )}
      </LoadState>
    </div>
  );
}
