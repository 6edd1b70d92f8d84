import { errorMessage, isDecolaError } from '@decola/api-client';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { statusOf } from '../../api/status';

/** The course and whether the learner is enrolled; a 404 is the not-found state, not an error. */
export function useCourse(courseId: number) {
  const detail = useQuery(courseQuery.detail(courseId));
  const enrollment = useQuery(courseQuery.enrollment(courseId));
  const notFound = isDecolaError(detail.error) && detail.error.status === 404;
  return {
    course: detail.data,
    notFound,
    status: statusOf(detail),
    errorMessage: detail.isError ? errorMessage(detail.error) : null,
    retry: () => void detail.refetch(),
    enrolled: enrollment.data?.enrolled,
  };
}
