import { PAGE_SIZES, parseUrlNumber } from '@decola/domain';
import { CourseComments } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { courseQuery } from '../../api/courses';
import { asyncStateOf } from '../../api/asyncState';

/**
 * The course's comments, 15 a page, the page in the query's `pageDefault`. While a
 * recommended card's comments modal is open (`courseID`), `pageDefault` is the modal's.
 */
export function CourseCommentsArea({ courseId }: { courseId: number }) {
  const [params, setParams] = useSearchParams();
  const urlPage = params.has('courseID') ? null : parseUrlNumber(params.get('pageDefault')) || 1;
  const [page, setPage] = useState(urlPage ?? 1);
  if (urlPage !== null && urlPage !== page) setPage(urlPage);
  const comments = useQuery(courseQuery.comments(courseId, { page, limit: PAGE_SIZES.comments }));
  return (
    <CourseComments
      comments={comments.data?.comments ?? []}
      state={asyncStateOf(comments)}
      page={page}
      pages={comments.data?.pages ?? 1}
      onPageChange={(next) =>
        setParams((current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set('pageDefault', String(next));
          else updated.delete('pageDefault');
          return updated;
        })
      }
    />
  );
}
