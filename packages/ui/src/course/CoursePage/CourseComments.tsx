import { CommentList, type CourseComment } from '../CommentList';
import { Pagination } from '../../primitives/Pagination';
import { COURSE_PANEL_TEXT } from './coursePageText';
import { CoursePanel } from './CoursePanel';
import type { AsyncState } from '../../lib/asyncState';

export type CourseCommentsProps = {
  comments: readonly CourseComment[];
  state: AsyncState;
  /** From 1: the query's `pageDefault` (15 a page). */
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
};

/** The course's comments, with the comments modal's block and empty text. */
export function CourseComments({
  comments,
  state,
  page,
  pages,
  onPageChange,
}: CourseCommentsProps) {
  return (
    <CoursePanel text={COURSE_PANEL_TEXT.comments} slot="course-comments">
      <div aria-busy={state.status === 'loading' || undefined} className="flex flex-col gap-5">
        <CommentList comments={comments} state={state} />
        {state.status !== 'error' && (
          <Pagination
            page={page}
            pages={pages}
            onPageChange={onPageChange}
            label={COURSE_PANEL_TEXT.comments.pagination}
          />
        )}
      </div>
    </CoursePanel>
  );
}
