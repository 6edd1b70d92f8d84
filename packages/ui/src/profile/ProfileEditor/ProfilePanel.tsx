import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type ProfilePanelProps = {
  /** The panel's heading; without one the panel's own legend names it (the address). */
  title?: string;
  children: ReactNode;
  className?: string;
};

/** One card of the editor, named by its heading. */
export function ProfilePanel({ title, children, className }: ProfilePanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      data-slot="profile-panel"
      className={cn(
        'flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:p-6',
        className,
      )}
    >
      {title && (
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
