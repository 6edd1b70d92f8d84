import type { CourseCardCourse } from '../../course/CourseCard';
import { CourseGridPanel, type CourseGridPanelProps } from '../shared/CourseGridPanel';
import { INSTRUCTOR_PAGE_TEXT } from './instructorPageText';

/** The instructor's courses, 20 a page (`list/course/instructors/{id}`). */
export function InstructorCourses<C extends CourseCardCourse>(props: CourseGridPanelProps<C>) {
  return (
    <CourseGridPanel {...props} title={INSTRUCTOR_PAGE_TEXT.courses} slot="instructor-courses" />
  );
}
