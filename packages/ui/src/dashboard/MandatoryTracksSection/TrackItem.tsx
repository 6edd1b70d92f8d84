import { trackProgressPercent, type DateInput } from '@decola/domain';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { CourseCard, type CourseCardCourse } from '../../course/CourseCard';
import { CardBadge } from '../../cards/CardBadge';
import { ChevronDownIcon, RouteIcon } from '../../icons';
import { Carousel } from '../../primitives/Carousel';
import { CircleProgress } from '../../primitives/CircleProgress';
import type { LoadStatus } from '../../lib/status';
import { CardSkeletons } from '../shared/CardSkeletons';
import { SectionError } from '../../primitives/SectionError';
import { MANDATORY_TRACKS_TEXT, finishedCaption, finishedValueText } from './mandatoryTracksText';

/** The fields a track item reads (the contract's `CourseTrack`). */
export type MandatoryTrack = {
  id: number | string;
  title: string;
  finishedCourses?: number | null;
  totalCourses?: number | null;
};

/** A track's courses as loaded so far, in chunks from index 0 (spec 1 §4). */
export type TrackCourses<C extends CourseCardCourse> = {
  courses: readonly C[];
  hasMore?: boolean;
  /** The first chunk's load; courses already shown stay whatever it says. */
  status?: LoadStatus;
  /** The next chunk is loading. */
  loadingMore?: boolean;
  /** The app's message for a failed load, under the track's own. */
  errorMessage?: string | null;
};

type TrackItemProps<C extends CourseCardCourse> = {
  track: MandatoryTrack;
  open: boolean;
  onToggle: () => void;
  courses?: TrackCourses<C>;
  onReachEnd?: () => void;
  onRetry?: () => void;
  today: DateInput;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
};

/** One pending mandatory track: its toggle row and, when open, its courses. */
export function TrackItem<C extends CourseCardCourse>({
  track,
  open,
  onToggle,
  courses,
  onReachEnd,
  onRetry,
  today,
  onIntroVideoClick,
  onCommentsClick,
}: TrackItemProps<C>) {
  const buttonId = useId();
  const panelId = useId();
  const finished = track.finishedCourses ?? 0;
  const total = track.totalCourses ?? 0;
  return (
    <li
      data-slot="mandatory-track"
      data-state={open ? 'open' : 'closed'}
      className="rounded-card border border-line bg-surface"
    >
      <div
        className={cn(
          'relative flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card p-4 hover:bg-surface-muted',
          'has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-focus',
        )}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-primary-soft text-primary-ink"
        >
          <RouteIcon size="xl" />
        </span>
        <div className="flex min-w-0 flex-1 basis-48 flex-col items-start gap-1.5">
          <CardBadge kind="mandatory">{MANDATORY_TRACKS_TEXT.mandatory}</CardBadge>
          <h3 className="text-base leading-snug font-semibold text-ink">
            {/* The button stretches over the whole row, so the row is one click target. */}
            <button
              id={buttonId}
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={onToggle}
              className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {track.title}
            </button>
          </h3>
        </div>
        <CircleProgress
          size="md"
          value={trackProgressPercent(finished, total)}
          label={`Progresso da trilha ${track.title}`}
          caption={finishedCaption(finished, total)}
          valueText={finishedValueText(finished, total)}
        />
        <ChevronDownIcon
          size="xl"
          className={cn('shrink-0 text-primary-ink transition-transform', open && 'rotate-180')}
        />
      </div>
      <div id={panelId} hidden={!open} className="border-t border-line p-4">
        {open && (
          <TrackPanel
            labelledBy={buttonId}
            courses={courses}
            onReachEnd={onReachEnd}
            onRetry={onRetry}
            today={today}
            onIntroVideoClick={onIntroVideoClick}
            onCommentsClick={onCommentsClick}
          />
        )}
      </div>
    </li>
  );
}

function TrackPanel<C extends CourseCardCourse>({
  labelledBy,
  courses: state,
  onReachEnd,
  onRetry,
  today,
  onIntroVideoClick,
  onCommentsClick,
}: Omit<TrackItemProps<C>, 'track' | 'open' | 'onToggle'> & { labelledBy: string }) {
  const courses = state?.courses ?? [];
  if (courses.length === 0) {
    if (!state || state.status === 'loading') {
      return <CardSkeletons kind="mandatory" label={MANDATORY_TRACKS_TEXT.trackLoading} />;
    }
    if (state.status === 'error') {
      return (
        <SectionError
          text={MANDATORY_TRACKS_TEXT.trackError}
          message={state.errorMessage}
          onRetry={onRetry}
        />
      );
    }
    return <p className="text-ink-muted">{MANDATORY_TRACKS_TEXT.trackEmpty}</p>;
  }
  const loadingMore = Boolean(state?.loadingMore);
  return (
    <Carousel
      aria-labelledby={labelledBy}
      kind="mandatory"
      slot="mandatory-track-carousel"
      loadingMore={loadingMore}
      onReachEnd={state?.hasMore && !loadingMore ? onReachEnd : undefined}
    >
      {courses.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          today={today}
          headingLevel={4}
          onIntroVideoClick={onIntroVideoClick}
          onCommentsClick={onCommentsClick}
        />
      ))}
    </Carousel>
  );
}
