import { LIMITS, PAGE_SIZES } from '../constants/limits';
import { parseUrlNumber } from '../routes/urlNumber';
import { ordinationAsc, type ListQuery, type SortOrder } from './listQuery';

/** The interest page's filter by the learner's situation (the contract's `CourseStatusFilter`). */
export const COURSE_STATUS_FILTERS = ['NOT_STARTED', 'IN_PROGRESS', 'FINISHED'] as const;
export type CourseStatusFilter = (typeof COURSE_STATUS_FILTERS)[number];

/** The favourites' filter by kind of training (the contract's `FavoriteType`). */
export const FAVORITE_TYPES = ['course', 'pill'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

const SORT_ORDERS: readonly SortOrder[] = ['Asc', 'Desc'];

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => candidate === value);

export const parseCourseStatusFilter = (value: unknown): CourseStatusFilter | undefined =>
  oneOf(COURSE_STATUS_FILTERS, value);

export const parseFavoriteType = (value: unknown): FavoriteType | undefined =>
  oneOf(FAVORITE_TYPES, value);

export const parseSortOrder = (value: unknown): SortOrder | undefined => oneOf(SORT_ORDERS, value);

/** A list's query as the URL holds it: strings in, a page, a search, a sort that make sense out. */
export function readListQuery(params: Iterable<readonly [string, string]>): ListQuery {
  // A repeated key keeps its first value, as `URLSearchParams.get` reads it.
  const values: Record<string, string> = Object.fromEntries([...params].reverse());
  const { page, search, orderBy, order, ...rest } = values;
  const sort = parseSortOrder(order);
  const pageNumber = parseUrlNumber(page);
  return {
    ...rest,
    // Pages count from 1: a page 0 is no page, as a page that is not a number.
    page: pageNumber !== undefined && pageNumber >= LIMITS.defaultPage ? pageNumber : undefined,
    // The contract's bound on a search (a link may carry a longer one).
    ...(search?.trim() ? { search: search.trim().slice(0, LIMITS.searchMaxLength) } : {}),
    // A column sorts in one of two orders; half a sort is no sort.
    ...(orderBy && sort ? { orderBy, order: sort } : {}),
  };
}

/** The search params of a list's query: a key without a value leaves the URL. */
export const writeListQuery = (query: ListQuery): [string, string][] =>
  Object.entries(query).flatMap(([key, value]): [string, string][] =>
    value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
  );

/** A filter change keeps the search and sort and goes back to page 1. */
export function filterInQuery<Q extends ListQuery>(query: Q, key: string, value?: string): Q {
  const { [key]: _removed, ...rest } = query;
  return { ...rest, ...(value ? { [key]: value } : {}), page: LIMITS.defaultPage } as Q;
}

/** The favourite trainings' call, 30 a page, its order as the API's `ordinationAsc`. */
export function favoriteTrainingsRequest(query: ListQuery) {
  const type = parseFavoriteType(query.type);
  return {
    page: query.page ?? LIMITS.defaultPage,
    limit: PAGE_SIZES.favoriteTrainings,
    ...(query.search ? { search: query.search } : {}),
    ...(query.orderBy && query.order
      ? { orderBy: query.orderBy, ordinationAsc: ordinationAsc(query.order) }
      : {}),
    ...(type ? { type } : {}),
  };
}

/** An interest's trainings, 20 a page, filtered by the learner's situation. */
export function interestCoursesRequest(query: ListQuery) {
  const status = parseCourseStatusFilter(query.status);
  return {
    page: query.page ?? LIMITS.defaultPage,
    limit: PAGE_SIZES.userInterests,
    ...(query.search ? { search: query.search } : {}),
    ...(status ? { status } : {}),
  };
}
