import { CourseProgressCard, type CourseProgressCardCourse } from '../../course/CourseProgressCard';
import { CarouselSection } from '../shared/CarouselSection';
import type { SectionErrorValue } from '../shared/SectionError';

export const CONTINUE_LEARNING_TEXT = {
  title: 'Continue de onde você parou!',
  loading: 'Carregando seus cursos em andamento…',
  error: 'Não foi possível carregar seus cursos em andamento.',
} as const;

export type ContinueLearningSectionProps<T extends CourseProgressCardCourse> = {
  /** The courses in progress loaded so far (spec 1 §4: chunks from index 0). */
  courses: readonly T[];
  /** The last chunk said there are more (`hasMore`). */
  hasMore?: boolean;
  /** The first chunk is loading. */
  loading?: boolean;
  /** The next chunk is loading: a loading slide follows the last card. */
  loadingMore?: boolean;
  /** The first chunk failed: true, or the message to show under the section's own. */
  error?: SectionErrorValue;
  onRetry?: () => void;
  /** The last card came into view and there are more: load the next chunk from `courses.length`. */
  onReachEnd?: () => void;
  /** 'Continuar' on a card (spec 1 §4). */
  onContinue: (course: T) => void;
  /** The course whose contents are loading after 'Continuar'. */
  continuingCourseId?: T['id'] | null;
  className?: string;
};

/**
 * 'Continue de onde você parou!' (spec 1 §2): a dashboard carousel of the learner's courses in
 * progress, loaded in chunks as they reach its end. Nothing shows when there are none.
 */
export function ContinueLearningSection<T extends CourseProgressCardCourse>({
  courses,
  hasMore = false,
  loading = false,
  loadingMore = false,
  error,
  onRetry,
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
      empty={courses.length === 0}
      loading={loading}
      error={error}
      onRetry={onRetry}
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
