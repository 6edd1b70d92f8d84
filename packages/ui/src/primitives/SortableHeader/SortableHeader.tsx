import type { SortOrder } from '@decola/domain';
import { ArrowUpIcon, ChevronUpDownIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';

export type SortableHeaderProps = {
  /** The column's name, as the header shows it. */
  label: string;
  /** The column's key in the list's query (`orderBy`). */
  column: string;
  /** The list's current `orderBy` and `order` (from the URL). */
  orderBy?: string | null;
  order?: SortOrder | null;
  /** Asks for this column's next order; `toggleSortInQuery` knows which. */
  onSort: (column: string) => void;
  className?: string;
};

const ARIA_SORT = { Asc: 'ascending', Desc: 'descending' } as const;

/**
 * A table's column header that sorts its list: off → ascending → descending → off.
 * `aria-sort` tells screen readers the column's order; the arrow shows it.
 */
export function SortableHeader({
  label,
  column,
  orderBy,
  order,
  onSort,
  className,
}: SortableHeaderProps) {
  const active = orderBy === column && order ? order : null;
  return (
    <th
      scope="col"
      aria-sort={active ? ARIA_SORT[active] : 'none'}
      className={cn('px-3 py-2 text-left align-middle', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-control text-sm font-semibold text-ink hover:text-primary-ink',
          focusRing,
        )}
      >
        {label}
        {active ? (
          <ArrowUpIcon
            size="sm"
            className={cn(
              'text-primary-ink transition-transform',
              active === 'Desc' && 'rotate-180',
            )}
          />
        ) : (
          <ChevronUpDownIcon size="sm" className="text-ink-muted" />
        )}
      </button>
    </th>
  );
}
