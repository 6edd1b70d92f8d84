import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The dashboard sections' heading style, shared with the carousels' own headings. */
export const SECTION_HEADING_CLASS = 'text-xl font-bold text-ink sm:text-2xl';

export type DashboardSectionProps = {
  title: string;
  /** While the section's data loads. */
  busy?: boolean;
  slot: string;
  state?: string;
  children: ReactNode;
  className?: string;
};

/** A dashboard section named by its h2, for the states that are not a carousel (loading, error). */
export function DashboardSection({
  title,
  busy = false,
  slot,
  state,
  children,
  className,
}: DashboardSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-slot={slot}
      data-state={state}
      className={cn('flex flex-col gap-4', className)}
    >
      <h2 id={titleId} className={SECTION_HEADING_CLASS}>
        {title}
      </h2>
      {children}
    </section>
  );
}
