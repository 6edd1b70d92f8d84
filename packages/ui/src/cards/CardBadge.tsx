import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export const cardBadgeVariants = cva(
  'inline-flex w-fit items-center gap-1 rounded-pill px-2.5 py-1 text-xs font-semibold shadow-sm',
  {
    variants: {
      kind: {
        new: 'bg-accent text-on-accent',
        finished: 'bg-success text-on-success',
        inProgress: 'bg-primary-soft text-primary-ink',
        blocked: 'bg-ink text-surface',
        locked: 'bg-surface text-ink ring-1 ring-line',
        mandatory: 'bg-danger-soft text-danger-strong',
        type: 'bg-primary text-on-primary',
      },
    },
    defaultVariants: { kind: 'inProgress' },
  },
);

/** The badge of a course or event still inside its 'new' window (domain `isNewCourse`). */
export const NEW_BADGE_LABEL = 'Novo';

/** The badge of a track the learner cannot open yet, on its card, its page and its list item. */
export const BLOCKED_TRACK_LABEL = 'Bloqueada';

export type CardBadgeProps = VariantProps<typeof cardBadgeVariants> & {
  id?: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A short state written on a card: 'Novo', 'Concluído', 'Em andamento', 'Bloqueado'... */
export function CardBadge({ kind, id, icon, children, className }: CardBadgeProps) {
  return (
    <span
      id={id}
      data-slot="card-badge"
      data-kind={kind}
      className={cn(cardBadgeVariants({ kind }), className)}
    >
      {icon}
      {children}
    </span>
  );
}
