import {
  closeCommentsInQuery,
  openCommentsInQuery,
  PAGE_SIZES,
  parseUrlNumber,
} from '@decola/domain';
import { CommentsModal } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../api/courses';
import { asyncStateOf } from '../api/asyncState';
import type { useDashboardQuery } from './useDashboardQuery';

/** Open while the query names a `courseID`, on page `pageDefault`. */
export function CommentsArea({ query, update }: ReturnType<typeof useDashboardQuery>) {
  const courseId = parseUrlNumber(query.courseID) ?? 0;
  const open = courseId > 0;
  const page = query.pageDefault ?? 1;
  const course = useQuery({ ...courseQuery.detail(courseId), enabled: open });
  const comments = useQuery({
    ...courseQuery.comments(courseId, { page, limit: PAGE_SIZES.comments }),
    enabled: open,
  });

  return (
    <CommentsModal
      open={open}
      onClose={() => update(closeCommentsInQuery)}
      courseTitle={course.data?.title}
      comments={comments.data?.comments ?? []}
      page={page}
      totalPages={comments.data?.pages ?? 1}
      state={asyncStateOf(comments)}
      onPageChange={(next) => update((current) => openCommentsInQuery(current, courseId, next))}
    />
  );
}
