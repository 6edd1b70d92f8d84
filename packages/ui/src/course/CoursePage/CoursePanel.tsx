import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SectionError } from '../../primitives/SectionError';
import { Spinner } from '../../primitives/Spinner';
import type { PanelState } from '../../primitives/PanelStatus';

type CoursePanelProps = {
  text: { title: string; loading?: string; error?: string };
  slot: string;
  /** Left out for a panel whose states its children show (the comments). */
  state?: PanelState;
  children?: ReactNode;
  className?: string;
};

/** One panel of the course page, named by its h2, with its own loading and error states. */
export function CoursePanel({ text, slot, state, children, className }: CoursePanelProps) {
  const titleId = useId();
  const status = state?.status ?? 'ready';
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      data-slot={slot}
      data-state={status}
      className={cn('flex flex-col gap-4 rounded-card bg-surface p-5 shadow-sm sm:p-6', className)}
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
