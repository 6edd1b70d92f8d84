import {
  canGoToNextPage,
  canGoToPreviousPage,
  isNarrowPagination,
  paginationWindow,
} from '@decola/domain';
import { cva } from 'class-variance-authority';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { focusableDisabled } from '../../lib/focusableDisabled';
import { useViewportWidth } from '../../lib/useViewportWidth';

export type PaginationProps = {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. With one page (or none) nothing renders. */
  pages: number;
  onPageChange: (page: number) => void;
  /**
   * Forces the narrow form (5 entries). Without it the form follows the screen: narrow under
   * 400 px (domain `isNarrowPagination`).
   */
  narrow?: boolean;
  /** The landmark's name; two paginations on one screen need two names. */
  label?: string;
  className?: string;
};

const entryVariants = cva(
  [
    'inline-flex h-9 min-w-9 items-center justify-center rounded-control px-2 text-sm font-semibold',
    focusRing,
  ],
  {
    variants: {
      kind: {
        page: 'text-ink hover:bg-primary-soft',
        current: 'bg-primary text-on-primary',
        arrow:
          'text-primary-ink hover:bg-primary-soft aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
      },
    },
  },
);

/**
 * Numbered pages over domain `paginationWindow` — up to 7 entries with ellipses, 5 on
 * narrow screens — with previous and next disabled at the ends (aria-disabled: the keyboard user
 * who pressed one keeps focus on it). Page buttons are named by their number and the current one
 * carries aria-current="page"; ellipses are text, never focusable.
 */
export function Pagination({
  page,
  pages,
  onPageChange,
  narrow,
  label = 'Paginação',
  className,
}: PaginationProps) {
  const width = useViewportWidth();
  const entries = paginationWindow(page, pages, narrow ?? isNarrowPagination(width));
  if (entries.length <= 1) return null;
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.floor(pages));

  return (
    <nav aria-label={label} data-slot="pagination" className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={entryVariants({ kind: 'arrow' })}
            {...focusableDisabled(!canGoToPreviousPage(current), () => onPageChange(current - 1))}
          >
            <ChevronLeftIcon size="lg" />
            <span className="sr-only">Página anterior</span>
          </button>
        </li>
        {entries.map((entry, index) =>
          typeof entry === 'number' ? (
            <li key={entry}>
              <button
                type="button"
                aria-current={entry === current ? 'page' : undefined}
                className={entryVariants({ kind: entry === current ? 'current' : 'page' })}
                onClick={() => {
                  if (entry !== current) onPageChange(entry);
                }}
              >
                {entry}
              </button>
            </li>
          ) : (
            // Two ellipses can appear; their place in the list tells them apart.
            <li
              key={`ellipsis-${index}`}
              aria-hidden="true"
              data-slot="pagination-ellipsis"
              className="inline-flex h-9 min-w-6 items-end justify-center pb-2 text-sm text-ink-muted"
            >
              {entry}
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={entryVariants({ kind: 'arrow' })}
            {...focusableDisabled(!canGoToNextPage(current, pages), () =>
              onPageChange(current + 1),
            )}
          >
            <ChevronRightIcon size="lg" />
            <span className="sr-only">Próxima página</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
