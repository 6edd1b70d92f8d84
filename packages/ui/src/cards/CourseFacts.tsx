import { formatDuration, formatRating } from '@decola/domain';
import { ClockIcon, StarIcon } from '../icons';
import { cn } from '../lib/cn';
import type { ReactNode } from 'react';

export const COURSE_FACTS_TEXT = { rating: 'Avaliação', duration: 'Duração' } as const;

type CourseFactsProps = {
  rating?: number | null;
  /** In seconds. */
  duration?: number | null;
  /** `sm` on a card, `md` on the course's own page. */
  size?: 'sm' | 'md';
  /** Facts said before these (a list's 'Bloqueado'), each a `<div><dt/><dd/></div>`. */
  children?: ReactNode;
};

/** The rating (one decimal above 0) and the duration, each named for screen readers. */
export function CourseFacts({ rating, duration, size = 'sm', children }: CourseFactsProps) {
  return (
    <dl
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-2 text-ink-muted',
        size === 'sm' && 'text-sm',
      )}
    >
      {children}
      <div>
        <dt className="sr-only">{COURSE_FACTS_TEXT.rating}</dt>
        <dd className="flex items-center gap-1">
          <StarIcon size={size} className="text-warning" />
          {formatRating(rating)}
        </dd>
      </div>
      <div>
        <dt className="sr-only">{COURSE_FACTS_TEXT.duration}</dt>
        <dd className="flex items-center gap-1">
          <ClockIcon size={size} />
          {formatDuration(duration)}
        </dd>
      </div>
    </dl>
  );
}
