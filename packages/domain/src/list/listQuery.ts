import { LIMITS } from '../constants/limits';

/** spec 2 §4: the sort order a table header cycles through. */
export type SortOrder = 'Asc' | 'Desc';

/** spec 1 §3, spec 2 §3: a list's query, as the route query holds it. */
export interface ListQuery {
  page?: number;
  pageDefault?: number;
  limit?: number;
  search?: string;
  orderBy?: string;
  order?: SortOrder;
  [key: string]: unknown;
}

/** spec 2 §4: inactive → ascending → descending → inactive. */
export function nextSortOrder(order: SortOrder | null | undefined): SortOrder | null {
  if (order === 'Asc') return 'Desc';
  return order === 'Desc' ? null : 'Asc';
}

/** spec 2 §2: another column starts ascending; the same column takes the next order. */
export function toggleSortInQuery<Q extends ListQuery>(query: Q, column: string): Q {
  const order = query.orderBy === column ? nextSortOrder(query.order) : 'Asc';
  const { orderBy: _orderBy, order: _order, ...rest } = query;
  return (order === null ? rest : { ...rest, orderBy: column, order }) as Q;
}

/** spec 2 §2: a search sorts Asc by the current column, else the default; an empty one unsorts. */
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

/** The API's ordinationAsc flag for a query's order (spec 1 §7, spec 2 §7). */
export const ordinationAsc = (order: SortOrder | null | undefined): boolean => order === 'Asc';
