import type { CarouselKind, DateInput } from '@decola/domain';
import { CardSkeletons } from '../../cards/CardSkeletons';
import { READY, type AsyncState } from '../../lib/asyncState';
import { Carousel } from '../../primitives/Carousel';
import { LoadState } from '../../primitives/LoadState';
import { CourseCard, type CourseCardCourse } from '../CourseCard';
import { TRACK_TEXT } from './trackText';

/** A track's courses as loaded so far, in chunks from index 0. */
export type TrackCourses<C extends CourseCardCourse> = {
  courses: readonly C[];
  hasMore?: boolean;
  /** The first chunk's load, with its retry; courses already shown stay whatever it says. */
  state?: AsyncState;
  /** The next chunk is loading. */
  loadingMore?: boolean;
};

export type TrackCourseCarouselProps<C extends CourseCardCourse> = {
  /** The id of the heading that names the carousel. */
  labelledBy: string;
  /** Undefined while the first chunk has not been asked for. */
  courses?: TrackCourses<C>;
  /** The carousel reached its end and the track has more: load from its length. */
  onReachEnd?: () => void;
  today: DateInput;
  /**
   * Its slides per width: spec 2 §9's 1/2/3/4 for a course track block ('courseTrack'); the
   * dashboard's mandatory tracks keep their own.
   */
  kind?: Extract<CarouselKind, 'courseTrack' | 'mandatory'>;
  /** Heading level of the cards' titles, one below the heading that names the carousel. */
  headingLevel?: 3 | 4;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
};

/** A carousel of course cards, 5 more at its end. */
export function TrackCourseCarousel<C extends CourseCardCourse>({
  labelledBy,
  courses: loaded,
  onReachEnd,
  today,
  kind = 'mandatory',
  headingLevel = 4,
  onIntroVideoClick,
  onCommentsClick,
}: TrackCourseCarouselProps<C>) {
  const courses = loaded?.courses ?? [];
  if (courses.length === 0) {
    return (
      // Not asked for yet is loading too.
      <LoadState
        state={loaded ? (loaded.state ?? READY) : { status: 'loading' }}
        text={{ error: TRACK_TEXT.trackError }}
        loading={<CardSkeletons kind={kind} label={TRACK_TEXT.trackLoading} />}
      >
        <p className="text-ink-muted">{TRACK_TEXT.trackEmpty}</p>
      </LoadState>
    );
  }
  const loadingMore = Boolean(loaded?.loadingMore);
  return (
    <Carousel
      aria-labelledby={labelledBy}
      kind={kind}
      slot="mandatory-track-carousel"
      loadingMore={loadingMore}
      onReachEnd={loaded?.hasMore && !loadingMore ? onReachEnd : undefined}
    >
      {courses.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          today={today}
          headingLevel={headingLevel}
          onIntroVideoClick={onIntroVideoClick}
          onCommentsClick={onCommentsClick}
        />
      ))}
    </Carousel>
  );
}
