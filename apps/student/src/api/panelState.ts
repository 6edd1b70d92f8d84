import { errorMessage } from '@decola/api-client';
import { statusOf, type QueryState } from './status';

// Apart from statusOf, which the landing's start-up carries: only the viewer's tabs use this.
type PanelQuery = QueryState & { error: unknown; refetch: () => unknown };

/** A tab panel's state from its query: its status, the failure's message and a retry. */
export const panelStateOf = (query: PanelQuery) => ({
  status: statusOf(query),
  errorMessage: query.error ? errorMessage(query.error) : null,
  onRetry: () => void query.refetch(),
});
