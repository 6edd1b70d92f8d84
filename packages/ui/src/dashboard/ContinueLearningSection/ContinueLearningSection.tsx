import { CourseProgressCard, type CourseProgressCardCourse } from '../../course/CourseProgressCard';
import type { AsyncState } from '../../lib/asyncState';
import { CarouselSection } from '../shared/CarouselSection';

export const CONTINUE_LEARNING_TEXT = {
  title: 'Continue de onde você parou!',
  loading: 'Carregando seus cursos em andamento…',
  error: 'Não foi possível carregar seus cursos em andamento.',
} as const;

export type ContinueLearningSectionProps<T extends CourseProgressCardCourse> = {
  /** The courses in progress loaded so far (chunks from index 0). */
  courses: readonly T[];
  /** The last chunk said there are more (`hasMore`). */
  hasMore?: boolean;
  /** The first chunk's load; courses already shown stay whatever it says. */
  state?: AsyncState;
  /** The next chunk is loading: a loading slide follows the last card. */
  loadingMore?: boolean;
  /** The last card came into view and there are more: load the next chunk from `courses.length`. */
  onReachEnd?: () => void;
  /** 'Continuar' on a card. */
  onContinue: (course: T) => void;
  /** The course whose contents are loading after 'Continuar'. */
  continuingCourseId?: T['id'] | null;
  className?: string;
};

/**
 * 'Continue de onde você parou!': a dashboard carousel of the learner's courses in
 * progress, loaded in chunks as they reach its end. Nothing shows when there are none.
 */
export function ContinueLearningSection<T extends CourseProgressCardCourse>({
  courses,
  hasMore = false,
  state,
  loadingMore = false,
  onReachEnd,
  onContinue,
  continuingCourseId = null,
  className,
}: ContinueLearningSectionProps<T>) {
  return (
    <CarouselSection
      text={CONTINUE_LEARNING_TEXT}
      slot="continue-learning-section"
      kind="dashboard"
      skeletonShape="progress"
      empty={courses.length === 0}
      state={state}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onReachEnd={onReachEnd}
      className={className}
    >
      {courses.map((course) => (
        <CourseProgressCard
          key={course.id}
          course={course}
          onContinue={onContinue}
          continuing={continuingCourseId !== null && course.id === continuingCourseId}
        />
      ))}
    </CarouselSection>
  );
}
