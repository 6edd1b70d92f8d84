import { formatDecoins } from '@decola/domain';
import { cn } from '../../lib/cn';

/** A row of a summary: its name and an amount in decoins. */
export function SummaryRow({
  label,
  decoins,
  emphasis = false,
  negative = false,
}: {
  label: string;
  decoins: number;
  emphasis?: boolean;
  /** The amount is below zero: shown in the danger colour. */
  negative?: boolean;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', emphasis && 'font-semibold')}>
      <dt className="text-ink-muted">{label}</dt>
      <dd className={cn('tabular-nums', negative ? 'text-danger' : 'text-ink')}>
        {formatDecoins(decoins)}
      </dd>
    </div>
  );
}
