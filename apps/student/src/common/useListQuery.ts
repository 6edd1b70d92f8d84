import { readListQuery, writeListQuery, type ListQuery } from '@decola/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's page, search, sort and filters live in the URL: a reload or a shared link shows the same. */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);

  // Each change starts from the URL as it is then, so two changes in a row both apply.
  const update = useCallback(
    (change: (current: ListQuery) => ListQuery, options?: { replace?: boolean }) => {
      setParams(
        (current) => new URLSearchParams(writeListQuery(change(readListQuery(current)))),
        options,
      );
    },
    [setParams],
  );

  /** This list's address at another page, the rest of its query kept (for a redirect). */
  const pagePath = useCallback(
    (page: number) => `?${new URLSearchParams(writeListQuery({ ...query, page })).toString()}`,
    [query],
  );

  return { query, update, pagePath };
}
