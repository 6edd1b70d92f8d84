import { EMPTY_MESSAGES, formatDateBR } from '@decola/domain';
import { useId } from 'react';
import type { AsyncState } from '../../lib/asyncState';
import { Avatar } from '../../primitives/Avatar';
import { LoadingLine, LoadState } from '../../primitives/LoadState';
import { Stars } from '../../primitives/Stars';

/** A comment as the contract's `Comment` has it. */
export type CourseComment = {
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

export const COMMENT_LIST_TEXT = {
  list: 'Lista de comentários',
  loading: 'Carregando comentários…',
  error: 'Não foi possível carregar os comentários.',
  empty: EMPTY_MESSAGES.comments,
  content: 'Conteúdo:',
} as const;

export type CommentListProps = {
  /** One page of comments (15). */
  comments: readonly CourseComment[];
  /** The page's load; a failure shows the app's message under the list's own sentence. */
  state: AsyncState;
};

/** The comment block — avatar, name, date, stars, content name, text. */
export function CommentList({ comments, state }: CommentListProps) {
  return (
    <LoadState
      state={state}
      text={COMMENT_LIST_TEXT}
      loading={<CommentsSkeleton />}
      isEmpty={comments.length === 0}
      emptyText={COMMENT_LIST_TEXT.empty}
      emptyIn="panel"
    >
      <ul aria-label={COMMENT_LIST_TEXT.list} className="flex flex-col divide-y divide-line">
        {comments.map((comment, index) => (
          <li key={comment.id ?? index} className="py-4 first:pt-0 last:pb-0">
            <CommentBlock comment={comment} />
          </li>
        ))}
      </ul>
    </LoadState>
  );
}

function CommentBlock({ comment }: { comment: CourseComment }) {
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
            {COMMENT_LIST_TEXT.content}{' '}
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

function CommentsSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <LoadingLine text={COMMENT_LIST_TEXT.loading} />
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
