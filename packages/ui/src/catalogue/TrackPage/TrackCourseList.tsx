import type { CourseCardCourse } from '../../course/CourseCard';
import { CourseGridPanel, type CourseGridPanelProps } from '../shared/CourseGridPanel';
import { TRACK_PAGE_TEXT } from './trackPageText';

/** The track's courses, 15 a page (`course/courseTrack/{id}`). */
export function TrackCourseList<C extends CourseCardCourse>(props: CourseGridPanelProps<C>) {
  return <CourseGridPanel {...props} title={TRACK_PAGE_TEXT.courses} slot="track-courses" />;
}
