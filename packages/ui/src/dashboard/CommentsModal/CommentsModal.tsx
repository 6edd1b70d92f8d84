import { EMPTY_MESSAGES, formatDateBR, LIMITS } from '@decola/domain';
import { useEffect, useId, useRef } from 'react';
import { StarIcon } from '../../icons';
import type { LoadStatus } from '../../lib/status';
import { Avatar } from '../../primitives/Avatar';
import { Dialog } from '../../primitives/Dialog';
import { Pagination } from '../../primitives/Pagination';
import { Spinner } from '../../primitives/Spinner';
import { SectionError } from '../../primitives/SectionError';

export const COMMENTS_MODAL_TEXT = {
  title: 'Comentários',
  list: 'Lista de comentários',
  pagination: 'Páginas de comentários',
  loading: 'Carregando comentários…',
  error: 'Não foi possível carregar os comentários.',
  empty: EMPTY_MESSAGES.comments,
  content: 'Conteúdo:',
} as const;

const MAX_STARS = LIMITS.ratingMaxStars;

/** A comment as the contract's `Comment` has it (spec 1 §3, spec 2 §3). */
export type CommentsModalComment = {
  id?: number | string;
  userName: string;
  message: string;
  /** When it was written (spelled as the spec spells it). */
  createAt: string;
  /** Stars, 1 to 5. */
  rating: number;
  userImage?: string | null;
  /** The content of the course the comment was left on. */
  contentName?: string | null;
};

export type CommentsModalProps = {
  open: boolean;
  /** Closing (✕, Escape, a click outside): the app removes `courseID` and `pageDefault`. */
  onClose: () => void;
  /** The course whose comments these are, under the title. */
  courseTitle?: string | null;
  /** The comments of `page` (`PAGE_SIZES.comments`, 15 a page, spec 1 §9). */
  comments: readonly CommentsModalComment[];
  /** The page shown, from 1 (the query's `pageDefault`). */
  page: number;
  totalPages: number;
  /** The page of comments shown. */
  status: LoadStatus;
  /** Another page was chosen: the app sets `pageDefault` and loads it. */
  onPageChange: (page: number) => void;
  /** The app's message for a failed load, under the modal's own sentence. */
  errorMessage?: string | null;
  onRetry?: () => void;
};

/** spec 1 §2, spec 2 §2: 15 comments a page; initials when a photo fails. */
export function CommentsModal({
  open,
  onClose,
  courseTitle,
  comments,
  page,
  totalPages,
  status,
  onPageChange,
  errorMessage,
  onRetry,
}: CommentsModalProps) {
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
        {status === 'loading' && <CommentsSkeleton />}
        {status === 'error' && (
          <SectionError text={COMMENTS_MODAL_TEXT.error} message={errorMessage} onRetry={onRetry} />
        )}
        {status === 'ready' && comments.length === 0 && (
          <p className="py-8 text-center text-ink-muted">{COMMENTS_MODAL_TEXT.empty}</p>
        )}
        {status === 'ready' && comments.length > 0 && (
          <ul aria-label={COMMENTS_MODAL_TEXT.list} className="flex flex-col divide-y divide-line">
            {comments.map((comment, index) => (
              <li key={comment.id ?? index} className="py-4 first:pt-0 last:pb-0">
                <CommentBlock comment={comment} />
              </li>
            ))}
          </ul>
        )}
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

function CommentBlock({ comment }: { comment: CommentsModalComment }) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} data-slot="comment" className="flex gap-3">
      <Avatar name={comment.userName} image={comment.userImage} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id={nameId} dir="auto" className="font-semibold break-words text-ink">
            {comment.userName}
          </h3>
          <time dateTime={comment.createAt} className="text-sm text-ink-muted">
            {formatDateBR(comment.createAt)}
          </time>
        </div>
        <Stars rating={comment.rating} />
        {comment.contentName && (
          <p className="text-sm text-ink-muted">
            {COMMENTS_MODAL_TEXT.content}{' '}
            <span className="font-medium text-ink">{comment.contentName}</span>
          </p>
        )}
        <p dir="auto" className="break-words whitespace-pre-line text-ink">
          {comment.message}
        </p>
      </div>
    </article>
  );
}

/** The stars as one image read '4 de 5 estrelas'. */
function Stars({ rating }: { rating: number }) {
  const stars = Math.round(Math.min(MAX_STARS, Math.max(0, rating || 0)));
  return (
    <span
      role="img"
      aria-label={`${stars} de ${MAX_STARS} estrelas`}
      data-slot="comment-stars"
      className="flex items-center gap-0.5"
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <StarIcon key={index} size="sm" className={index < stars ? 'text-warning' : 'text-line'} />
      ))}
    </span>
  );
}

function CommentsSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner size="sm" decorative />
        {COMMENTS_MODAL_TEXT.loading}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-5">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="flex gap-3">
            <div className="size-10 shrink-0 animate-pulse rounded-full bg-line" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-1/3 animate-pulse rounded-control bg-line" />
              <div className="h-3 w-24 animate-pulse rounded-control bg-line" />
              <div className="h-4 w-full animate-pulse rounded-control bg-line" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
