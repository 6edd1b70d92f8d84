import { formatDateBR } from '@decola/domain';
import { useId, useMemo, useState } from 'react';
import { ChatBubbleIcon } from '../../../icons';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { READY, type AsyncState } from '../../../lib/asyncState';
import { LoadState } from '../../../primitives/LoadState';
import { DoubtForm } from '../DoubtForm';
import { DOUBTS_TEXT } from '../doubtsText';
import type { ContentDoubt, DoubtValues } from '../types';
import { threadOf } from './threadOf';

export type DoubtThreadProps = {
  doubts: readonly ContentDoubt[];
  state?: AsyncState;
  /** Resolves once sent; a rejection keeps the reply's values. */
  onReply: (doubtId: number, values: DoubtValues) => Promise<unknown>;
};

/** The doubts of a content, each with its answer, its follow-ups and 'Responder'. */
export function DoubtThread({ doubts, state = READY, onReply }: DoubtThreadProps) {
  const thread = useMemo(() => threadOf(doubts), [doubts]);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  return (
    <LoadState state={state} text={DOUBTS_TEXT}>
      {thread.length === 0 ? (
        <p className="py-6 text-center text-ink-muted">{DOUBTS_TEXT.empty}</p>
      ) : (
        <ul aria-label={DOUBTS_TEXT.list} className="flex flex-col divide-y divide-line">
          {thread.map((doubt) => (
            <li key={doubt.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
              <DoubtEntry doubt={doubt} level={3} />
              {doubt.followUps.length > 0 && (
                <ul
                  aria-label={DOUBTS_TEXT.followUps(doubt.title)}
                  className="ms-6 flex flex-col gap-3 border-s-2 border-line ps-4"
                >
                  {doubt.followUps.map((followUp) => (
                    <li key={followUp.id}>
                      <DoubtEntry doubt={followUp} level={4} />
                    </li>
                  ))}
                </ul>
              )}
              {replyingTo === doubt.id ? (
                <div className="ms-6">
                  <DoubtForm
                    label={DOUBTS_TEXT.replyTo(doubt.title)}
                    submitLabel={DOUBTS_TEXT.sendReply}
                    initialTitle={doubt.title}
                    onSubmit={(values) => onReply(doubt.id, values)}
                    onSent={() => setReplyingTo(null)}
                    onCancel={() => setReplyingTo(null)}
                  />
                </div>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start"
                  onClick={() => setReplyingTo(doubt.id)}
                >
                  <ChatBubbleIcon size="sm" />
                  {DOUBTS_TEXT.reply}
                  <span className="sr-only">{` ${DOUBTS_TEXT.ofDoubt(doubt.title)}`}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}

/** One doubt: who asked and when, its title and text, and the instructor's answer when there is one. */
function DoubtEntry({ doubt, level }: { doubt: ContentDoubt; level: 3 | 4 }) {
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  const author = doubt.userName ?? '';
  return (
    <article aria-labelledby={titleId} data-slot="doubt" className="flex gap-3">
      <Avatar name={author} image={doubt.userImage} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading id={titleId} dir="auto" className="font-semibold break-words text-ink">
          {doubt.title}
        </Heading>
        <p className="text-sm text-ink-muted">
          {author && `${DOUBTS_TEXT.by(author)} · `}
          <time dateTime={doubt.createdAt}>{formatDateBR(doubt.createdAt)}</time>
        </p>
        <p dir="auto" className="break-words whitespace-pre-line text-ink">
          {doubt.description}
        </p>
        {doubt.response ? (
          <div
            data-slot="doubt-answer"
            className="mt-2 flex flex-col gap-1 rounded-control bg-surface-muted p-3"
          >
            <p className="text-sm font-semibold text-ink">
              {doubt.response.userName
                ? DOUBTS_TEXT.answeredBy(doubt.response.userName)
                : DOUBTS_TEXT.answer}
              {' · '}
              <time dateTime={doubt.response.createdAt} className="font-normal text-ink-muted">
                {formatDateBR(doubt.response.createdAt)}
              </time>
            </p>
            <p dir="auto" className="break-words whitespace-pre-line text-ink">
              {doubt.response.message}
            </p>
          </div>
        ) : (
          <p className="text-sm text-ink-muted italic">{DOUBTS_TEXT.waiting}</p>
        )}
      </div>
    </article>
  );
}
