import { errorMessage } from '@decola/api-client';
import type { AsyncState } from '@decola/ui';
import { statusOf, type QueryState } from './status';

// Beside statusOf rather than in status.ts, which the landing's start-up carries.
type LoadQuery = QueryState & { error: unknown; refetch: () => unknown; isFetching?: boolean };

/**
 * What ui draws of one or more queries: a failure first, with the catalogue's message of the first
 * that failed (never an Error's own text), a retry of those that failed, and that retry under way.
 */
export function asyncStateOf(...queries: readonly LoadQuery[]): AsyncState {
  const failed = queries.filter((query) => query.isError);
  return {
    status: statusOf(...queries),
    errorMessage: failed[0] ? errorMessage(failed[0].error) : null,
    onRetry: () => {
      for (const query of failed.length > 0 ? failed : queries) void query.refetch();
    },
    retrying: failed.some((query) => query.isFetching),
  };
}
