import { isDecolaError } from '@decola/api-client';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import { asyncStateOf } from '../../api/asyncState';
import { ASKED_AHEAD } from '../../common/askedAhead';

/**
 * The course and whether the learner is enrolled, which its actions need: a 404 is the not-found
 * state, not an error; either call failing is the page's error, and its retry asks again.
 */
export function useCourse(courseId: number) {
  const detail = useQuery({ ...courseQuery.detail(courseId), ...ASKED_AHEAD });
  const enrollment = useQuery({ ...courseQuery.enrollment(courseId), ...ASKED_AHEAD });
  const notFound = isDecolaError(detail.error) && detail.error.status === 404;
  return {
    course: detail.data,
    notFound,
    state: asyncStateOf(detail, enrollment),
    enrolled: enrollment.data?.enrolled,
  };
}
