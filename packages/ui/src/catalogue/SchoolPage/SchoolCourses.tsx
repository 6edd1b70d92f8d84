import type { CourseCardCourse } from '../../course/CourseCard';
import { CourseGridPanel, type CourseGridPanelProps } from '../shared/CourseGridPanel';
import { SCHOOL_PAGE_TEXT } from './schoolPageText';

/** The school's courses, a catalogue page at a time (`course/list?school=`). */
export function SchoolCourses<C extends CourseCardCourse>(props: CourseGridPanelProps<C>) {
  return <CourseGridPanel {...props} title={SCHOOL_PAGE_TEXT.courses} slot="school-courses" />;
}
