import { errorMessage } from '@decola/api-client';
import { PAGE_SIZES } from '@decola/domain';
import { TrackCourseList } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseTrackQuery } from '../../api/courseTracks';
import { statusOf } from '../../api/status';
import type { CourseCardActions } from '../../courses/courseActions';
import { listPage } from '../../courses/listPage';
import type { useDashboardQuery } from '../../courses/useDashboardQuery';

type TrackCoursesAreaProps = CourseCardActions & {
  trackId: number;
  pageQuery: ReturnType<typeof useDashboardQuery>;
};

/** spec 2 §7: `course/courseTrack/{id}`, 15 a page (spec 2 §9). */
export function TrackCoursesArea({ trackId, pageQuery, ...courseActions }: TrackCoursesAreaProps) {
  const { page, onPageChange } = listPage(pageQuery);
  const courses = useQuery(
    courseTrackQuery.trackCourses(trackId, { page, limit: PAGE_SIZES.courseTrack }),
  );
  return (
    <TrackCourseList
      courses={courses.data?.courses ?? []}
      status={statusOf(courses)}
      errorMessage={courses.error ? errorMessage(courses.error) : null}
      onRetry={() => void courses.refetch()}
      retrying={courses.isFetching}
      page={page}
      pages={courses.data?.pages ?? 1}
      onPageChange={onPageChange}
      {...courseActions}
    />
  );
}
