import { useId, type ReactNode } from 'react';
import type { LoadStatus } from '../../lib/asyncState';
import { cn } from '../../lib/cn';

/** The dashboard sections' heading style, shared with the carousels' own headings. */
export const SECTION_HEADING_CLASS = 'text-xl font-bold text-ink sm:text-2xl';

export type DashboardSectionProps = {
  title: string;
  /** Where the section's data is; left out once the section shows it. */
  status?: LoadStatus;
  slot: string;
  /** Beside the heading, in the box of a carousel's arrows, so a carousel taking its place moves nothing. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A dashboard section named by its h2, for the states that are not a carousel (loading, error). */
export function DashboardSection({
  title,
  status,
  slot,
  aside,
  children,
  className,
}: DashboardSectionProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className={SECTION_HEADING_CLASS}>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      data-slot={slot}
      data-state={status}
      className={cn('flex flex-col gap-4', className)}
    >
      {aside ? (
        <div className="flex items-end justify-between gap-4">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
