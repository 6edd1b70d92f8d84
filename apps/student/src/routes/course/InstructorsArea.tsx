import { CourseInstructors } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { asyncStateOf } from '../../api/asyncState';

export function InstructorsArea({ courseId }: { courseId: number }) {
  const instructors = useQuery(courseQuery.instructors(courseId));
  return (
    <CourseInstructors instructors={instructors.data ?? []} state={asyncStateOf(instructors)} />
  );
}
