import { formatDecoins } from '@decola/domain';
import { TrashIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { BAG_TEXT as TEXT } from '../shared/bagText';
import { ProductThumb } from '../shared/ProductThumb';
import type { BagLine } from '../shared/types';

export type BagItemProps = {
  line: BagLine;
  onIncrease: (id: number) => void;
  onDecrease: (id: number) => void;
  onRemove: (id: number) => void;
};

const STEP_CLASS = 'size-9 px-0 text-lg';

/** One product of the bag: its quantity within 1 and its stock, its subtotal, and its removal. */
export function BagItem({ line, onIncrease, onDecrease, onRemove }: BagItemProps) {
  const atStock = line.stock !== undefined && line.quantity >= line.stock;
  return (
    <li
      data-slot="bag-item"
      className="flex flex-wrap items-center gap-4 border-b border-line p-4 last:border-b-0"
    >
      <ProductThumb src={line.imageUrl} />
      <div className="flex min-w-40 flex-1 flex-col gap-1">
        <p className="font-semibold text-ink">{line.name}</p>
        {line.shopName && <p className="text-sm text-ink-muted">{line.shopName}</p>}
        <p className="text-sm text-ink-muted">
          {TEXT.unitPrice}: {formatDecoins(line.decoins)}
        </p>
      </div>
      <div
        role="group"
        aria-label={`${TEXT.quantity}: ${line.name}`}
        className="flex items-center gap-2"
      >
        <Button
          variant="secondary"
          className={STEP_CLASS}
          aria-label={TEXT.decrease(line.name)}
          // At 1 or at the stock a step stays focusable: the learner who pressed it keeps focus.
          focusableDisabled={line.quantity <= 1}
          onClick={() => onDecrease(line.id)}
        >
          −
        </Button>
        <output
          aria-label={TEXT.quantity}
          className="min-w-8 text-center font-semibold tabular-nums"
        >
          {line.quantity}
        </output>
        <Button
          variant="secondary"
          className={STEP_CLASS}
          aria-label={TEXT.increase(line.name)}
          focusableDisabled={atStock}
          onClick={() => onIncrease(line.id)}
        >
          +
        </Button>
      </div>
      <p className="min-w-28 text-right font-semibold tabular-nums text-ink">
        {formatDecoins(line.decoins * line.quantity)}
      </p>
      <Button
        variant="ghost"
        size="sm"
        aria-label={TEXT.remove(line.name)}
        onClick={() => onRemove(line.id)}
      >
        <TrashIcon size="md" />
      </Button>
    </li>
  );
}
