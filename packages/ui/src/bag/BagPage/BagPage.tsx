import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { AsyncState } from '../../lib/asyncState';
import { Button } from '../../primitives/Button';
import { Link, linkVariants } from '../../primitives/Link';
import { LoadState } from '../../primitives/LoadState';
import { AlertBox } from '../../primitives/AlertBox';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { BAG_PAGE_CLASS } from '../shared/bagPage';
import { BAG_TEXT as TEXT } from '../shared/bagText';
import { SummaryRow } from '../shared/SummaryRow';
import type { BagLine } from '../shared/types';
import { BagItem } from './BagItem';

export type BagPageProps = {
  /** The bag's products as the shop describes them. */
  lines: readonly BagLine[];
  /** The products' details; an empty bag shows itself whatever they are. */
  state: AsyncState;
  /** Decoins in the wallet. */
  wallet: number;
  /** Wallet minus the bag's total. */
  balance: number;
  total: number;
  /** What the last change of the bag could not do ('Saldo insuficiente', a storage failure). */
  notice?: string | null;
  onIncrease: (id: number) => void;
  onDecrease: (id: number) => void;
  onRemove: (id: number) => void;
  /** Called once the learner confirmed: 'Esvaziar sacola' asks first. */
  onClear: () => void;
  onCheckout: () => void;
  /** Where 'Ir para a loja' leads. */
  shopHref: string;
  /** The order review, shown in place of the bag once 'Finalizar pedido' is pressed. */
  review?: ReactNode;
  className?: string;
};

/** The learner's bag — its products, quantities, total and the balance after it. */
export function BagPage({
  lines,
  state,
  wallet,
  balance,
  total,
  notice,
  onIncrease,
  onDecrease,
  onRemove,
  onClear,
  onCheckout,
  shopHref,
  review,
  className,
}: BagPageProps) {
  const empty = lines.length === 0;
  const [confirmingClear, setConfirmingClear] = useState(false);
  return (
    <div data-slot="bag-page" className={cn(BAG_PAGE_CLASS, className)}>
      <h1 className="text-2xl font-bold text-ink">{TEXT.title}</h1>
      {notice && <AlertBox tone="danger" title={notice} />}
      {empty ? (
        <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-surface px-4 py-10 text-center">
          <p role="status" className="text-ink-muted">
            {TEXT.empty}
          </p>
          <Link href={shopHref} className={cn('font-semibold', linkVariants())}>
            {TEXT.goToShop}
          </Link>
        </div>
      ) : (
        <LoadState state={state} look="block" text={{ error: TEXT.loadError }}>
          {review || (
            <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
              <section
                aria-label={TEXT.items}
                className="rounded-card border border-line bg-surface"
              >
                <ul>
                  {lines.map((line) => (
                    <BagItem
                      key={line.id}
                      line={line}
                      onIncrease={onIncrease}
                      onDecrease={onDecrease}
                      onRemove={onRemove}
                    />
                  ))}
                </ul>
              </section>
              <section
                aria-label={TEXT.summary}
                className="flex h-fit flex-col gap-4 rounded-card border border-line bg-surface p-4"
              >
                <h2 className="text-lg font-semibold text-ink">{TEXT.summary}</h2>
                <dl className="flex flex-col gap-2">
                  <SummaryRow label={TEXT.wallet} decoins={wallet} />
                  <SummaryRow label={TEXT.total} decoins={total} />
                  <SummaryRow
                    label={TEXT.balanceAfter}
                    decoins={balance}
                    emphasis
                    negative={balance < 0}
                  />
                </dl>
                <div className="flex flex-col gap-2">
                  <Button onClick={onCheckout} disabled={balance < 0}>
                    {TEXT.checkout}
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirmingClear(true)}>
                    {TEXT.clear}
                  </Button>
                </div>
              </section>
            </div>
          )}
        </LoadState>
      )}
      <ConfirmDialog
        open={confirmingClear}
        title={TEXT.clearQuestion}
        message={TEXT.clearMessage}
        confirmLabel={TEXT.clear}
        onConfirm={() => {
          setConfirmingClear(false);
          onClear();
        }}
        onCancel={() => setConfirmingClear(false)}
      />
    </div>
  );
}
