import { errorMessage } from '@decola/api-client';
import type { PanelState } from '@decola/ui';
import { statusOf, type QueryState } from '../api/status';

// Beside statusOf rather than in api/status.ts, which the landing's start-up carries.
type PanelQuery = QueryState & { error: unknown; refetch: () => unknown };

/** A panel's load state for ui, with the catalogue's message for a failure. */
export const panelState = (query: PanelQuery): PanelState => ({
  status: statusOf(query),
  errorMessage: query.isError ? errorMessage(query.error) : null,
  onRetry: () => void query.refetch(),
});
