import { instructorTarget, routeHref } from '@decola/domain';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/Avatar';
import { Link, linkVariants } from '../../primitives/Link';
import { COURSE_PANEL_TEXT } from './coursePageText';
import { CoursePanel } from './CoursePanel';
import type { CoursePageInstructor } from './types';
import type { AsyncState } from '../../lib/asyncState';

/** No call returns one instructor: the link carries the name and photo. */
export const instructorHref = (instructor: CoursePageInstructor): string =>
  routeHref(instructorTarget(instructor));

export function CourseInstructors({
  instructors,
  state,
}: {
  instructors: readonly CoursePageInstructor[];
  state: AsyncState;
}) {
  return (
    <CoursePanel text={COURSE_PANEL_TEXT.instructors} slot="course-instructors" state={state}>
      {instructors.length === 0 ? (
        <p className="text-ink-muted">{COURSE_PANEL_TEXT.instructors.empty}</p>
      ) : (
        <InstructorLinks instructors={instructors} />
      )}
    </CoursePanel>
  );
}

/** Each instructor's photo and name, linking to their page. */
export function InstructorLinks({ instructors }: { instructors: readonly CoursePageInstructor[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {instructors.map((instructor) => (
        <li key={instructor.id}>
          <Link
            href={instructorHref(instructor)}
            className={cn(
              'flex items-center gap-3 rounded-control p-1 font-semibold',
              linkVariants({ underline: 'hover' }),
            )}
          >
            <Avatar name={instructor.name} image={instructor.image} />
            <span className="break-words">{instructor.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
