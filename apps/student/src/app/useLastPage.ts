import type { ListQuery } from '@decola/domain';
import { useEffect } from 'react';

/** A page past the last (its last favourite removed, an old link) shows the last page instead. */
export function useLastPage(
  page: number,
  pages: number | undefined,
  update: (change: (current: ListQuery) => ListQuery, options?: { replace?: boolean }) => void,
) {
  useEffect(() => {
    if (pages !== undefined && pages >= 1 && page > pages)
      update((current) => ({ ...current, page: pages }), { replace: true });
  }, [page, pages, update]);
}
