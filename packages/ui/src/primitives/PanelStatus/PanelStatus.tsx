import type { ReactNode } from 'react';
import type { LoadStatus } from '../../lib/status';
import { SectionError } from '../SectionError';
import { Spinner } from '../Spinner';

/** Where one panel's data is, and how to load it again. */
export type PanelState = {
  status: LoadStatus;
  /** The app's message for a failed load, under the panel's own sentence. */
  errorMessage?: string | null;
  onRetry?: () => void;
};

export type PanelStatusProps = {
  state: PanelState;
  text: { loading: string; error: string };
  children: ReactNode;
};

/** A tab panel's loading and error states (the viewer's, a content's ratings and doubts); its tab names it, so it has no heading of its own. */
export function PanelStatus({ state, text, children }: PanelStatusProps) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner size="sm" decorative />
        {text.loading}
      </p>
    );
  }
  if (state.status === 'error') {
    return <SectionError text={text.error} message={state.errorMessage} onRetry={state.onRetry} />;
  }
  return children;
}
