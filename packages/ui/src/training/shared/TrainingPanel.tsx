import { useId, type ReactNode } from 'react';
import { SectionError } from '../../primitives/SectionError';
import { Spinner } from '../../primitives/Spinner';
import type { LoadStatus } from '../../lib/status';

/** Where one panel's data is, and how to load it again. */
export type TrainingPanelState = {
  status: LoadStatus;
  errorMessage?: string | null;
  onRetry?: () => void;
};

type TrainingPanelProps = {
  text: { title: string; loading?: string; error?: string };
  slot: string;
  state?: TrainingPanelState;
  children?: ReactNode;
};

/** One panel of the training page, named by its h2, with its own loading and error states. */
export function TrainingPanel({ text, slot, state, children }: TrainingPanelProps) {
  const titleId = useId();
  const status = state?.status ?? 'ready';
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      data-slot={slot}
      data-state={status}
      className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {text.title}
      </h2>
      {status === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner size="sm" decorative />
          {text.loading}
        </p>
      )}
      {status === 'error' && (
        <SectionError
          text={text.error ?? ''}
          message={state?.errorMessage}
          onRetry={state?.onRetry}
        />
      )}
      {status === 'ready' && children}
    </section>
  );
}
