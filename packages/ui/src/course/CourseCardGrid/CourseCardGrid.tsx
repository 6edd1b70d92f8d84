import type { DateInput } from '@decola/domain';
import { CATALOGUE_GRID_CLASS } from '../../cards/catalogueGrid';
import { CourseCard, type CourseCardCourse } from '../CourseCard';

export type CourseCardGridProps<C extends CourseCardCourse> = {
  courses: readonly C[];
  /** Today, for each card's 'Novo' flag (domain `isNewCourse`). */
  today: DateInput;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
  /** The catalogue's grid (as many ~15rem columns as fit) unless a list sets its own. */
  className?: string;
};

/** A list of course cards, as the catalogue and every list of trainings lay them out. */
export function CourseCardGrid<C extends CourseCardCourse>({
  courses,
  today,
  onIntroVideoClick,
  onCommentsClick,
  className = CATALOGUE_GRID_CLASS,
}: CourseCardGridProps<C>) {
  return (
    <ul className={className}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            today={today}
            onIntroVideoClick={onIntroVideoClick}
            onCommentsClick={onCommentsClick}
          />
        </li>
      ))}
    </ul>
  );
}
