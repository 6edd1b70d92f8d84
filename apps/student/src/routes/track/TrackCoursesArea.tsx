import { PAGE_SIZES } from '@decola/domain';
import { TrackCourseList } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseTrackQuery } from '../../api/courseTracks';
import type { CourseCardActions } from '../../courses/courseActions';
import { coursePanel, currentPage } from '../../courses/listPage';
import type { useDashboardQuery } from '../../courses/useDashboardQuery';

type TrackCoursesAreaProps = CourseCardActions & {
  trackId: number;
  pageQuery: ReturnType<typeof useDashboardQuery>;
};

/** `course/courseTrack/{id}`, 15 a page. */
export function TrackCoursesArea({ trackId, pageQuery, ...courseActions }: TrackCoursesAreaProps) {
  const page = currentPage(pageQuery.query);
  const courses = useQuery(
    courseTrackQuery.trackCourses(trackId, { page, limit: PAGE_SIZES.courseTrack }),
  );
  return <TrackCourseList {...coursePanel(courses, pageQuery)} {...courseActions} />;
}
