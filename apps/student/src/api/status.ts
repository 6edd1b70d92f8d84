import { errorMessage } from '@decola/api-client';
import type { LoadStatus } from '@decola/ui';

type QueryState = { isPending: boolean; isError: boolean };

/** A failure first: a query waiting on a failed one would stay pending for good. */
export function statusOf(...queries: readonly QueryState[]): LoadStatus {
  if (queries.some((query) => query.isError)) return 'error';
  return queries.some((query) => query.isPending) ? 'loading' : 'ready';
}

type PanelQuery = QueryState & { error: unknown; refetch: () => unknown };

/** A tab panel's state from its query: its status, the failure's message and a retry. */
export const panelStateOf = (query: PanelQuery) => ({
  status: statusOf(query),
  errorMessage: query.error ? errorMessage(query.error) : null,
  onRetry: () => void query.refetch(),
});
