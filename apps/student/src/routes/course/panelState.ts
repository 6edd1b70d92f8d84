import { errorMessage } from '@decola/api-client';
import type { PanelState } from '@decola/ui';
import { statusOf } from '../../api/status';

type PanelQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

/** A panel's load state for ui, with the catalogue's message for a failure (spec 2 §8). */
export const panelState = (query: PanelQuery): PanelState => ({
  status: statusOf(query),
  errorMessage: query.isError ? errorMessage(query.error) : null,
  onRetry: () => void query.refetch(),
});
