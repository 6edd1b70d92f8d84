import { useId, type ReactNode } from 'react';
import { READY, shownStatus, type AsyncState } from '../../lib/asyncState';
import { cn } from '../../lib/cn';
import { LoadState } from '../../primitives/LoadState';

type CoursePanelProps = {
  text: { title: string; loading?: string; error?: string };
  slot: string;
  /** Left out for a panel whose states its children show (the comments). */
  state?: AsyncState;
  children?: ReactNode;
  className?: string;
};

/** One panel of the course page, named by its h2, with its own loading and error states. */
export function CoursePanel({ text, slot, state = READY, children, className }: CoursePanelProps) {
  const titleId = useId();
  const status = shownStatus(state);
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
      <LoadState state={state} text={text}>
        {children}
      </LoadState>
    </section>
  );
}
