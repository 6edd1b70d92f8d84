import { closeCommentsInQuery, openCommentsInQuery, PAGE_SIZES } from '@decola/domain';
import { CommentsModal } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseQuery } from '../../api/courses';
import type { useDashboardQuery } from './useDashboardQuery';

/**
 * The comments modal (spec 1 §2 section 1): open while the query names a `courseID`, on page
 * `pageDefault`, 15 a page; closing removes both from the query.
 */
export function CommentsArea({ query, update }: ReturnType<typeof useDashboardQuery>) {
  const courseId = Number(query.courseID);
  const open = query.courseID !== undefined && Number.isInteger(courseId) && courseId > 0;
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
      status={comments.isPending ? 'loading' : comments.isError ? 'error' : 'loaded'}
      error={comments.isError}
      onRetry={() => void comments.refetch()}
      onPageChange={(next) => update((current) => openCommentsInQuery(current, courseId, next))}
    />
  );
}
