import { LIMITS } from '../constants/limits';

export const ELLIPSIS = '…';
export type PaginationEntry = number | typeof ELLIPSIS;

const pages = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Pagination is narrow on screens under 400 px. */
export const isNarrowPagination = (width: number): boolean =>
  width < LIMITS.breakpoints.paginationNarrowBelow;

/** Narrow, always 5 (the window slides at the ends); else up to 7, '…' for 2+ pages. */
export function paginationWindow(
  current: number,
  total: number,
  narrow: boolean,
): PaginationEntry[] {
  const last = Math.floor(total);
  if (!(last >= 1)) return [];
  const page = Math.min(last, Math.max(1, Math.floor(current) || 1));
  const size = narrow ? LIMITS.pagination.narrowEntries : LIMITS.pagination.maxEntries;
  if (last <= size) return pages(1, last);
  if (narrow) {
    const start = Math.min(Math.max(page - 1, 2), last - 3);
    return [1, ...pages(start, start + 2), last];
  }
  if (page <= 4) return [...pages(1, 5), ELLIPSIS, last];
  if (page >= last - 3) return [1, ELLIPSIS, ...pages(last - 4, last)];
  return [1, ELLIPSIS, page - 1, page, page + 1, ELLIPSIS, last];
}

/** Previous and next are disabled at the ends. */
export const canGoToPreviousPage = (current: number): boolean => current > 1;
export const canGoToNextPage = (current: number, total: number): boolean => current < total;

/** A list the API returns whole, shown a page at a time: that page's items and the page count. */
export function pageOfList<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((current - 1) * size, current * size), pages };
}

/**
 * Where a list opened past its last page goes (an old link, a narrower filter, its last item
 * removed): the last page, or page 1 when the list is empty. Null while the page count is unknown
 * or when the page is within the list.
 */
export function pageToRedirectTo(page: number, pages: number | undefined): number | null {
  if (pages === undefined || !Number.isFinite(pages)) return null;
  const last = Math.max(1, Math.floor(pages));
  return page > last ? last : null;
}
