import type { DateInput } from '@decola/domain';
import { CourseCard, type CourseCardCourse } from '../CourseCard';
import { Carousel } from '../../primitives/Carousel';
import { COURSE_PANEL_TEXT } from './coursePageText';
import { CoursePanel } from './CoursePanel';
import type { AsyncState } from '../../lib/asyncState';

export type CourseRecommendationsProps<T extends CourseCardCourse> = {
  courses: readonly T[];
  state: AsyncState;
  today: DateInput;
  onIntroVideoClick?: (course: T) => void;
  onCommentsClick?: (course: T) => void;
};

/** 'Recomendados para você', 1/2/3/4 cards at <520/520/980/1580 px. */
export function CourseRecommendations<T extends CourseCardCourse>({
  courses,
  state,
  today,
  onIntroVideoClick,
  onCommentsClick,
}: CourseRecommendationsProps<T>) {
  if (state.status !== 'ready') {
    return (
      <CoursePanel
        text={COURSE_PANEL_TEXT.recommendations}
        slot="course-recommendations"
        state={state}
      />
    );
  }
  // Nothing recommended: the section does not show (as the dashboard's sections).
  if (courses.length === 0) return null;
  return (
    <Carousel
      title={COURSE_PANEL_TEXT.recommendations.title}
      headingClassName="text-xl font-bold text-ink"
      kind="courseTrack"
      slot="course-recommendations"
    >
      {courses.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          today={today}
          onIntroVideoClick={onIntroVideoClick}
          onCommentsClick={onCommentsClick}
          className="h-full"
        />
      ))}
    </Carousel>
  );
}
