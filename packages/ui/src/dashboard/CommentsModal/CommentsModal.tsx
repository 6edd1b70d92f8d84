import { useEffect, useRef } from 'react';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { CommentList, COMMENT_LIST_TEXT, type CourseComment } from '../../course/CommentList';
import { Dialog } from '../../primitives/Dialog';
import { Pagination } from '../../primitives/Pagination';

export const COMMENTS_MODAL_TEXT = {
  ...COMMENT_LIST_TEXT,
  title: 'Comentários',
  pagination: 'Páginas de comentários',
} as const;

export type CommentsModalComment = CourseComment;

export type CommentsModalProps = {
  open: boolean;
  /** Closing (✕, Escape, a click outside): the app removes `courseID` and `pageDefault`. */
  onClose: () => void;
  /** The course whose comments these are, under the title. */
  courseTitle?: string | null;
  /** The comments of `page` (`PAGE_SIZES.comments`, 15 a page). */
  comments: readonly CommentsModalComment[];
  /** The page shown, from 1 (the query's `pageDefault`). */
  page: number;
  totalPages: number;
  /** The page of comments shown; a failure shows the app's message under the modal's own sentence. */
  state: AsyncState;
  /** Another page was chosen: the app sets `pageDefault` and loads it. */
  onPageChange: (page: number) => void;
};

/** 15 comments a page; initials when a photo fails. */
export function CommentsModal({
  open,
  onClose,
  courseTitle,
  comments,
  page,
  totalPages,
  state,
  onPageChange,
}: CommentsModalProps) {
  const status = shownStatus(state);
  const topRef = useRef<HTMLDivElement>(null);
  // A new page starts at its first comment, not where the previous page was scrolled to. Only the
  // dialog's own scrolling area moves (scrollIntoView would also shift the dialog in the window).
  useEffect(() => {
    const scroller = scrollingAncestor(topRef.current);
    if (scroller) scroller.scrollTop = 0;
  }, [page]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={COMMENTS_MODAL_TEXT.title}
      description={courseTitle || undefined}
    >
      <div
        ref={topRef}
        data-slot="comments-modal"
        data-state={status}
        aria-busy={status === 'loading' || undefined}
        className="flex flex-col gap-5"
      >
        <CommentList comments={comments} state={state} />
        {/* Kept while the next page loads, so the focused page button stays where it was. */}
        <Pagination
          page={page}
          pages={totalPages}
          onPageChange={onPageChange}
          label={COMMENTS_MODAL_TEXT.pagination}
        />
      </div>
    </Dialog>
  );
}

function scrollingAncestor(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}
