import type { ReactNode } from 'react';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { cn } from '../../lib/cn';
import { LoadState } from '../LoadState';
import { Pagination } from '../Pagination';

/**
 * Where a paged list is and which page it shows: what a component built around a PagedList takes
 * among its props (flat, as the app spreads them) and hands on whole, `<PagedList {...list}>`, so
 * a new one is added here once.
 */
export type PagedListState = AsyncState & {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
};

/** The page of a list the call gives whole (not paged): its only one, with no pagination. */
export const ONE_PAGE = {
  page: 1,
  pages: 1,
  onPageChange: () => undefined,
} as const satisfies Omit<PagedListState, keyof AsyncState>;

export type PagedListProps = PagedListState & {
  /** The loaded page holds no item: the empty text shows instead of `children`. */
  isEmpty: boolean;
  /** 'Não há nada por aqui.' for an empty table, unless the list has its own. */
  emptyText?: string;
  /** What stands in for the items while they load (a skeleton); a spinner without it. */
  loading?: ReactNode;
  /** The list's landmark name. */
  label: string;
  /** The pagination's landmark name; two lists on one screen need two. */
  paginationLabel?: string;
  /** The items of the page. */
  children: ReactNode;
  className?: string;
};

/**
 * The frame of a paged list: its loading, its failure with 'Tentar novamente', its empty text or
 * its items, and the pagination under them.
 */
export function PagedList({
  status,
  errorMessage,
  onRetry,
  retrying,
  isEmpty,
  emptyText,
  loading,
  page,
  pages,
  onPageChange,
  label,
  paginationLabel = `${label}: páginas`,
  children,
  className,
}: PagedListProps) {
  const state: AsyncState = { status, errorMessage, onRetry, retrying };
  const shown = shownStatus(state);
  return (
    <section
      aria-label={label}
      aria-busy={shown === 'loading' || undefined}
      data-slot="paged-list"
      data-state={shown}
      className={cn('flex flex-col gap-4', className)}
    >
      <LoadState
        state={state}
        look="block"
        loading={loading}
        isEmpty={isEmpty}
        emptyText={emptyText}
      >
        {children}
      </LoadState>
      {/* Kept while the next page loads, so the page button just pressed keeps the focus. */}
      {shown !== 'error' && (
        <Pagination page={page} pages={pages} onPageChange={onPageChange} label={paginationLabel} />
      )}
    </section>
  );
}
