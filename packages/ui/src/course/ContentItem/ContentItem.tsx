import { CONTENT_KIND, contentLockOf, formatDuration, PROGRESS } from '@decola/domain';
import type { ReactNode } from 'react';
import {
  BookIcon,
  ClipboardIcon,
  LockIcon,
  PlayCardsIcon,
  PlayCircleIcon,
  PlayIcon,
} from '../../icons';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { ProgressBar } from '../../primitives/ProgressBar';
import { CONTENT_KIND_LABELS, CONTENT_TEXT, contentLockText } from '../CoursePage/coursePageText';
import type { CoursePageContent } from '../CoursePage/types';

const KIND_ICONS: Record<number, ReactNode> = {
  [CONTENT_KIND.YOUTUBE]: <PlayCircleIcon size="lg" />,
  [CONTENT_KIND.SCORM]: <PlayCardsIcon size="lg" />,
  [CONTENT_KIND.PDF]: <BookIcon size="lg" />,
  [CONTENT_KIND.EXERCISE]: <ClipboardIcon size="lg" />,
  [CONTENT_KIND.MP3]: <PlayIcon size="lg" />,
};

/** A content without a title is named by its place in the list. */
export const contentTitleOf = (content: CoursePageContent, index: number): string =>
  content.title || `Conteúdo ${index + 1}`;

export const contentNameClass = cn('font-semibold break-words text-left text-ink', focusRing);

export type ContentItemProps = {
  content: CoursePageContent;
  /** The content before it in the list: a blocked one waits for it while it is unfinished. */
  previous?: CoursePageContent;
  /** The content's name: a link, a button or plain text, as the list decides. */
  name: ReactNode;
  title: string;
  /** Whether the learner may open it (navigable and the course not blocked). */
  opens: boolean;
  showProgress: boolean;
  /** A fact of the list's own after the others (the viewer's 'Em exibição'). */
  extraFact?: ReactNode;
  className?: string;
};

/** One content of a course's list (course page and viewer): kind, name, duration, state, progress. */
export function ContentItem({
  content,
  previous,
  name,
  title,
  opens,
  showProgress,
  extraFact,
  className,
}: ContentItemProps) {
  return (
    <li
      data-slot="course-content"
      data-state={opens ? 'open' : 'locked'}
      className={cn('flex gap-3 py-3 first:pt-0 last:pb-0', className)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-pill',
          opens ? 'bg-primary-soft text-primary-ink' : 'bg-line text-ink-muted',
        )}
      >
        {KIND_ICONS[content.type] ?? <PlayIcon size="lg" />}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {name}
        <ContentFacts content={content} previous={previous} opens={opens} extraFact={extraFact} />
        {showProgress && (content.status?.progress ?? 0) > 0 && (
          <ProgressBar
            size="sm"
            value={content.status?.progress ?? 0}
            label={CONTENT_TEXT.progress(title)}
            className="max-w-xs"
          />
        )}
      </div>
    </li>
  );
}

function ContentFacts({
  content,
  previous,
  opens,
  extraFact,
}: {
  content: CoursePageContent;
  previous?: CoursePageContent;
  opens: boolean;
  extraFact?: ReactNode;
}) {
  const finished = (content.status?.progress ?? 0) >= PROGRESS.FINISHED;
  const lock = contentLockOf(content, previous);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
      <span>{CONTENT_KIND_LABELS[content.type as keyof typeof CONTENT_KIND_LABELS] ?? ''}</span>
      {(content.duration ?? 0) > 0 && <span>{formatDuration(content.duration)}</span>}
      {lock && (
        <span className="inline-flex items-center gap-1 font-medium text-ink">
          <LockIcon size="xs" />
          {contentLockText(lock, content.releaseDate)}
        </span>
      )}
      {opens && finished && (
        <span className="font-medium text-success">{CONTENT_TEXT.finished}</span>
      )}
      {extraFact}
    </p>
  );
}
