import type { DateInput } from '@decola/domain';
import { useId } from 'react';
import { CardBadge } from '../../cards/CardBadge';
import { ChevronDownIcon, LockIcon, RouteIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Link, linkVariants } from '../../primitives/Link';
import type { CourseCardCourse } from '../CourseCard';
import {
  TrackCourseCarousel,
  type TrackCourseCarouselProps,
  type TrackCourses,
} from './TrackCourseCarousel';
import { TrackProgress } from './TrackProgress';
import { TRACK_TEXT } from './trackText';

/** The fields a track item reads (the contract's `CourseTrack`). */
export type TrackItemTrack = {
  id: number | string;
  title: string;
  finishedCourses?: number | null;
  totalCourses?: number | null;
  isBlocked?: boolean | null;
};

export type TrackItemProps<C extends CourseCardCourse> = {
  track: TrackItemTrack;
  open: boolean;
  onToggle: () => void;
  /** Marks a mandatory track ('Obrigatório'). */
  mandatory?: boolean;
  /** The track's own page ('Ver trilha'); a blocked track has none. */
  href?: string | null;
  /** The carousel's slides per width (TrackCourseCarousel). */
  kind?: TrackCourseCarouselProps<C>['kind'];
  courses?: TrackCourses<C>;
  onReachEnd?: () => void;
  today: DateInput;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
};

/**
 * One track of a track block: its toggle row and, when open, its courses. A blocked track (spec 2
 * §6) says so and opens nothing: neither its courses nor its page.
 */
export function TrackItem<C extends CourseCardCourse>({
  track,
  open,
  onToggle,
  mandatory = false,
  href,
  kind,
  courses,
  onReachEnd,
  today,
  onIntroVideoClick,
  onCommentsClick,
}: TrackItemProps<C>) {
  const buttonId = useId();
  const panelId = useId();
  const reasonId = useId();
  const blocked = Boolean(track.isBlocked);
  const expanded = open && !blocked;
  return (
    <li
      data-slot="mandatory-track"
      data-state={blocked ? 'blocked' : expanded ? 'open' : 'closed'}
      className="rounded-card border border-line bg-surface"
    >
      <div
        className={cn(
          'relative flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card p-4',
          // Ringed for its stretched button only: the 'Ver trilha' link inside carries its own ring.
          blocked
            ? 'cursor-not-allowed'
            : 'hover:bg-surface-muted has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-focus',
        )}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-primary-soft text-primary-ink"
        >
          <RouteIcon size="xl" />
        </span>
        <div className="flex min-w-0 flex-1 basis-48 flex-col items-start gap-1.5">
          {mandatory && <CardBadge kind="mandatory">{TRACK_TEXT.mandatory}</CardBadge>}
          {blocked && (
            <CardBadge kind="blocked" id={reasonId} icon={<LockIcon size="xs" />}>
              {TRACK_TEXT.blocked}
            </CardBadge>
          )}
          <h3 className="text-base leading-snug font-semibold text-ink">
            {blocked ? (
              <span aria-describedby={reasonId}>{track.title}</span>
            ) : (
              // The button stretches over the whole row, so the row is one click target.
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={onToggle}
                className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
              >
                {track.title}
              </button>
            )}
          </h3>
        </div>
        <TrackProgress track={track} />
        {href && !blocked && (
          <Link
            href={href}
            className={cn(
              'relative z-10 rounded-control px-2 py-1 text-sm font-semibold',
              linkVariants({ underline: 'hover', offset: 4 }),
            )}
          >
            {TRACK_TEXT.open}
            <span className="sr-only"> {track.title}</span>
          </Link>
        )}
        {!blocked && (
          <ChevronDownIcon
            size="xl"
            className={cn(
              'shrink-0 text-primary-ink transition-transform',
              expanded && 'rotate-180',
            )}
          />
        )}
      </div>
      {!blocked && (
        <div id={panelId} hidden={!expanded} className="border-t border-line p-4">
          {expanded && (
            <TrackCourseCarousel
              labelledBy={buttonId}
              kind={kind}
              courses={courses}
              onReachEnd={onReachEnd}
              today={today}
              onIntroVideoClick={onIntroVideoClick}
              onCommentsClick={onCommentsClick}
            />
          )}
        </div>
      )}
    </li>
  );
}
