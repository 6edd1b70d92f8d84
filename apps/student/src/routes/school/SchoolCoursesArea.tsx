import { errorMessage } from '@decola/api-client';
import { SchoolCourses } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { statusOf } from '../../api/status';
import type { CourseCardActions } from '../../courses/courseActions';
import { listPage, useCataloguePageSize } from '../../courses/listPage';
import type { useDashboardQuery } from '../../courses/useDashboardQuery';

type SchoolCoursesAreaProps = CourseCardActions & {
  schoolId: number;
  pageQuery: ReturnType<typeof useDashboardQuery>;
};

/** spec 2 §7: `course/list?school={id}`, 25 or 24 a page as the catalogue. */
export function SchoolCoursesArea({
  schoolId,
  pageQuery,
  ...courseActions
}: SchoolCoursesAreaProps) {
  const limit = useCataloguePageSize();
  const { page, onPageChange } = listPage(pageQuery);
  const courses = useQuery(courseQuery.list({ school: [schoolId], page, limit }));
  return (
    <SchoolCourses
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
