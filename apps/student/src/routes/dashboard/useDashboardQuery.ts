import type { DashboardQuery } from '@decola/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

const numberOrUndefined = (value: string | null): number | undefined =>
  value !== null && /^\d+$/.test(value) ? Number(value) : undefined;

/** The dashboard's query as the URL holds it: every key, with the numbers and lists typed. */
const readQuery = (params: URLSearchParams): DashboardQuery => ({
  ...Object.fromEntries(params),
  page: numberOrUndefined(params.get('page')),
  pageDefault: numberOrUndefined(params.get('pageDefault')),
  schools: params.get('schools') ?? undefined,
  courseTracks: params.get('courseTracks') ?? undefined,
  courseID: params.get('courseID') ?? undefined,
});

/**
 * The dashboard's query (spec 1 §2: page, schools, courseTracks, pageDefault, courseID) read from
 * the URL and written back to it, so filters, the page and an open comments modal survive a
 * reload and a trip through the login. Other keys in the URL are kept as they are.
 */
export function useDashboardQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);

  // Each change starts from the URL as it is then, so two changes in a row both apply.
  const update = useCallback(
    (change: (current: DashboardQuery) => DashboardQuery) => {
      setParams((current) => {
        const entries = Object.entries(change(readQuery(current))).flatMap(([key, value]) =>
          value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
        );
        return new URLSearchParams(entries);
      });
    },
    [setParams],
  );

  return { query, update };
}
