import type { DateInput } from '@decola/domain';
import { useId } from 'react';
import type { CourseCardCourse } from '../../course/CourseCard';
import { TrackCourseCarousel, type TrackCourses } from '../../course/TrackItem';
import { READY, shownStatus } from '../../lib/asyncState';
import { SECTION_TITLE_CLASS } from '../shared/sectionTitle';
import { TRACK_PAGE_TEXT } from './trackPageText';

export type TrackTrainingsProps<C extends CourseCardCourse> = {
  /** The trainings loaded so far, 5 a request. */
  trainings: TrackCourses<C>;
  /** The carousel's end came into view and there are more: load from its length. */
  onReachEnd?: () => void;
  today: DateInput;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
};

/** `courseTrack/{id}/trainings`: the track block's carousel, more loaded at its end. */
export function TrackTrainings<C extends CourseCardCourse>({
  trainings,
  ...carousel
}: TrackTrainingsProps<C>) {
  const titleId = useId();
  return (
    // Not a region itself: the carousel under the heading is, named by it.
    <div
      aria-busy={shownStatus(trainings.state ?? READY) === 'loading' || undefined}
      data-slot="track-trainings"
      className="flex flex-col gap-4"
    >
      <h2 id={titleId} className={SECTION_TITLE_CLASS}>
        {TRACK_PAGE_TEXT.trainings}
      </h2>
      <TrackCourseCarousel
        {...carousel}
        labelledBy={titleId}
        kind="courseTrack"
        courses={trainings}
        headingLevel={3}
      />
    </div>
  );
}
