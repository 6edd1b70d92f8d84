import { readDashboardQuery, writeDashboardQuery, type DashboardQuery } from '@decola/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** In the URL, so filters, the page and an open comments modal survive a reload and a login. */
export function useDashboardQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readDashboardQuery(params), [params]);

  // Each change starts from the URL as it is then, so two changes in a row both apply.
  const update = useCallback(
    (change: (current: DashboardQuery) => DashboardQuery) => {
      setParams(
        (current) => new URLSearchParams(writeDashboardQuery(change(readDashboardQuery(current)))),
      );
    },
    [setParams],
  );

  return { query, update };
}
