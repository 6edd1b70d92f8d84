import { LIMITS } from '../constants/limits';

/** The sort order a table header cycles through. */
export type SortOrder = 'Asc' | 'Desc';

/** A list's query, as the route query holds it. */
export interface ListQuery {
  page?: number;
  pageDefault?: number;
  limit?: number;
  search?: string;
  orderBy?: string;
  order?: SortOrder;
  [key: string]: unknown;
}

/** Inactive → ascending → descending → inactive. */
export function nextSortOrder(order: SortOrder | null | undefined): SortOrder | null {
  if (order === 'Asc') return 'Desc';
  return order === 'Desc' ? null : 'Asc';
}

/** Another column starts ascending; the same column takes the next order. */
export function toggleSortInQuery<Q extends ListQuery>(query: Q, column: string): Q {
  const order = query.orderBy === column ? nextSortOrder(query.order) : 'Asc';
  const { orderBy: _orderBy, order: _order, ...rest } = query;
  return (order === null ? rest : { ...rest, orderBy: column, order }) as Q;
}

/** A search sorts Asc by the current column, else the default; an empty one unsorts. */
export function searchToQuery<Q extends ListQuery>(
  query: Q,
  text: string,
  defaultOrderBy?: string,
): Q {
  const search = text.trim();
  const { search: _search, orderBy, order: _order, ...rest } = query;
  if (search === '') return { ...rest, page: LIMITS.defaultPage } as Q;
  const column = orderBy ?? defaultOrderBy;
  return {
    ...rest,
    search,
    page: LIMITS.defaultPage,
    ...(column === undefined ? {} : { orderBy: column }),
    order: 'Asc',
  } as Q;
}

/** The API's ordinationAsc flag for a query's order. */
export const ordinationAsc = (order: SortOrder | null | undefined): boolean => order === 'Asc';
