import { SchoolCourses } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import type { CourseCardActions } from '../../courses/courseActions';
import { coursePanel, currentPage, useCataloguePageSize } from '../../courses/listPage';
import type { useDashboardQuery } from '../../courses/useDashboardQuery';

type SchoolCoursesAreaProps = CourseCardActions & {
  schoolId: number;
  pageQuery: ReturnType<typeof useDashboardQuery>;
};

/** `course/list?school={id}`, 25 or 24 a page as the catalogue. */
export function SchoolCoursesArea({
  schoolId,
  pageQuery,
  ...courseActions
}: SchoolCoursesAreaProps) {
  const limit = useCataloguePageSize();
  const page = currentPage(pageQuery.query);
  const courses = useQuery(courseQuery.list({ school: [schoolId], page, limit }));
  return <SchoolCourses {...coursePanel(courses, pageQuery)} {...courseActions} />;
}
