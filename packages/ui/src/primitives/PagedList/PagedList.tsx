import { EMPTY_MESSAGES, ERROR_MESSAGES } from '@decola/domain';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { LoadStatus } from '../../lib/asyncState';
import { Pagination } from '../Pagination';
import { SectionError } from '../SectionError';
import { Spinner } from '../Spinner';

/** Where a list's items are: loading, failed (the app's message and a retry), or ready. */
export type PagedListLoad = {
  status: LoadStatus;
  /** The app's message for the failure (never an Error's own text); a generic one without it. */
  errorMessage?: string | null;
  onRetry?: () => void;
  /** A retry is under way: the list shows its loading state again instead of the old failure. */
  retrying?: boolean;
};

/**
 * Where a paged list is and which page it shows: what a component built around a PagedList takes
 * among its props (flat, as the app spreads them) and hands on whole, `<PagedList {...list}>`, so
 * a new one is added here once.
 */
export type PagedListState = PagedListLoad & {
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
} as const satisfies Omit<PagedListState, keyof PagedListLoad>;

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

const LOADING_LABEL = 'Carregando…';

/**
 * The frame of a paged list: its loading, its failure with 'Tentar novamente', its empty text or
 * its items, and the pagination under them.
 */
export function PagedList({
  status,
  isEmpty,
  emptyText = EMPTY_MESSAGES.table,
  errorMessage,
  onRetry,
  retrying = false,
  loading,
  page,
  pages,
  onPageChange,
  label,
  paginationLabel = `${label}: páginas`,
  children,
  className,
}: PagedListProps) {
  const shown: LoadStatus = status === 'error' && retrying ? 'loading' : status;
  return (
    <section
      aria-label={label}
      aria-busy={shown === 'loading' || undefined}
      data-slot="paged-list"
      data-state={shown}
      className={cn('flex flex-col gap-4', className)}
    >
      {shown === 'loading' &&
        (loading ?? (
          <div className="flex justify-center py-8">
            <Spinner size="lg" label={LOADING_LABEL} />
          </div>
        ))}
      {shown === 'error' && (
        <SectionError text={errorMessage || ERROR_MESSAGES.unexpected} onRetry={onRetry} />
      )}
      {shown === 'ready' &&
        (isEmpty ? (
          <p
            role="status"
            data-slot="paged-list-empty"
            className="rounded-card border border-line bg-surface px-4 py-8 text-center text-ink-muted"
          >
            {emptyText}
          </p>
        ) : (
          children
        ))}
      {/* Kept while the next page loads, so the page button just pressed keeps the focus. */}
      {shown !== 'error' && (
        <Pagination page={page} pages={pages} onPageChange={onPageChange} label={paginationLabel} />
      )}
    </section>
  );
}
