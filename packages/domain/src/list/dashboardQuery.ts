import { LIMITS } from '../constants/limits';
import { parseUrlNumber } from '../routes/urlNumber';

/** The dashboard's query — comma lists of ids, pages and the comments modal. */
export interface DashboardQuery {
  page?: number;
  schools?: string;
  courseTracks?: string;
  pageDefault?: number;
  courseID?: string;
  [key: string]: unknown;
}

/** A comma list of ids ('1,2,3') as numbers; anything that is not an id is dropped. */
export const parseIdList = (value: unknown): number[] =>
  typeof value === 'string'
    ? value.split(',').flatMap((part) => parseUrlNumber(part.trim()) ?? [])
    : [];

/** A repeated key keeps its first value, as `URLSearchParams.get` reads it. */
export function readDashboardQuery(params: Iterable<readonly [string, string]>): DashboardQuery {
  const values: Record<string, string> = Object.fromEntries([...params].reverse());
  return {
    ...values,
    page: parseUrlNumber(values.page),
    pageDefault: parseUrlNumber(values.pageDefault),
  };
}

/** The search params of a dashboard query: a key without a value leaves the URL. */
export const writeDashboardQuery = (query: DashboardQuery): [string, string][] =>
  Object.entries(query).flatMap(([key, value]): [string, string][] =>
    value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
  );

const withList = <Q extends DashboardQuery>(
  query: Q,
  key: 'schools' | 'courseTracks',
  ids: readonly number[],
): Q => {
  const { [key]: _removed, ...rest } = query;
  // Clearing removes the query key; every filter change goes back to page 1.
  return {
    ...rest,
    ...(ids.length > 0 ? { [key]: ids.join(',') } : {}),
    page: LIMITS.defaultPage,
  } as Q;
};

/** Toggling a school adds or removes it and resets the page to 1. */
export function toggleSchoolInQuery<Q extends DashboardQuery>(query: Q, schoolId: number): Q {
  const selected = parseIdList(query.schools);
  const next = selected.includes(schoolId)
    ? selected.filter((id) => id !== schoolId)
    : [...selected, schoolId];
  return withList(query, 'schools', next);
}

/** Clearing the school filter removes the query key. */
export const clearSchoolsInQuery = <Q extends DashboardQuery>(query: Q): Q =>
  withList(query, 'schools', []);

/** Selecting tracks sets courseTracks and page 1. */
export const selectTracksInQuery = <Q extends DashboardQuery>(
  query: Q,
  trackIds: readonly number[],
): Q => withList(query, 'courseTracks', trackIds);

/** A page change updates the page (default 1). */
export const pageInQuery = <Q extends DashboardQuery>(query: Q, page?: number | null): Q => ({
  ...query,
  page: page != null && page >= 1 ? Math.floor(page) : LIMITS.defaultPage,
});

/** The comments modal keeps courseID and its page (pageDefault) in the query. */
export const openCommentsInQuery = <Q extends DashboardQuery>(
  query: Q,
  courseId: number | string,
  page: number = LIMITS.defaultPage,
): Q => ({
  ...query,
  courseID: String(courseId),
  pageDefault: page,
});

/** Closing the comments modal removes both. */
export function closeCommentsInQuery<Q extends DashboardQuery>(query: Q): Q {
  const { courseID: _courseID, pageDefault: _pageDefault, ...rest } = query;
  return rest as Q;
}
