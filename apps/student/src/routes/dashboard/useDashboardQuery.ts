import type { DashboardQuery } from '@decola/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

const numberOrUndefined = (value: string | null): number | undefined =>
  value !== null && /^\d+$/.test(value) ? Number(value) : undefined;

/**
 * The dashboard's query (spec 1 §2: page, schools, courseTracks, pageDefault, courseID) read from
 * the URL and written back to it, so filters, the page and an open comments modal survive a
 * reload and a trip through the login. Other keys in the URL are kept as they are.
 */
export function useDashboardQuery() {
  const [params, setParams] = useSearchParams();

  const query = useMemo<DashboardQuery>(() => {
    const read: DashboardQuery = Object.fromEntries(params);
    return {
      ...read,
      page: numberOrUndefined(params.get('page')),
      pageDefault: numberOrUndefined(params.get('pageDefault')),
      schools: params.get('schools') ?? undefined,
      courseTracks: params.get('courseTracks') ?? undefined,
      courseID: params.get('courseID') ?? undefined,
    };
  }, [params]);

  const update = useCallback(
    (change: (current: DashboardQuery) => DashboardQuery) => {
      setParams((current) => {
        const next = change({ ...Object.fromEntries(current), ...query });
        const entries = Object.entries(next).flatMap(([key, value]) =>
          value === undefined || value === null || value === '' ? [] : [[key, String(value)]],
        );
        return new URLSearchParams(entries);
      });
    },
    [query, setParams],
  );

  return { query, update };
}
