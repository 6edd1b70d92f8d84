import type { LoadStatus } from '@decola/ui';

export type QueryState = { isPending: boolean; isError: boolean };

/** A failure first: a query waiting on a failed one would stay pending for good. */
export function statusOf(...queries: readonly QueryState[]): LoadStatus {
  if (queries.some((query) => query.isError)) return 'error';
  return queries.some((query) => query.isPending) ? 'loading' : 'ready';
}
