import { CONTENT_KIND, formatDuration, isNavigable, PROGRESS, routeHref } from '@decola/domain';
import { useState, type ReactNode } from 'react';
import {
  BookIcon,
  ClipboardIcon,
  LockIcon,
  PlayCardsIcon,
  PlayCircleIcon,
  PlayIcon,
} from '../../icons';
import { cn } from '../../lib/cn';
import { Link } from '../../primitives/Link';
import { ProgressBar } from '../../primitives/ProgressBar';
import { CONTENT_KIND_LABELS, CONTENT_TEXT, COURSE_PANEL_TEXT } from './coursePageText';
import { CoursePanel } from './CoursePanel';
import { EnrolDialog } from './EnrolDialog';
import type { CoursePageContent, PanelState } from './types';

const KIND_ICONS: Record<number, ReactNode> = {
  [CONTENT_KIND.YOUTUBE]: <PlayCircleIcon size="lg" />,
  [CONTENT_KIND.SCORM]: <PlayCardsIcon size="lg" />,
  [CONTENT_KIND.PDF]: <BookIcon size="lg" />,
  [CONTENT_KIND.EXERCISE]: <ClipboardIcon size="lg" />,
  [CONTENT_KIND.MP3]: <PlayIcon size="lg" />,
};

export type CourseContentsProps = {
  courseId: number;
  contents: readonly CoursePageContent[];
  state: PanelState;
  /** Enrolled learners open a content; the others are asked to enrol first. */
  enrolled: boolean;
  /** A blocked course opens none of its contents. */
  blocked: boolean;
  /** From the dialog a learner not enrolled sees on opening a content; it closes once enrolled. */
  onEnroll: () => Promise<unknown>;
  enrolling: boolean;
};

const titleOf = (content: CoursePageContent, index: number) =>
  content.title || `Conteúdo ${index + 1}`;

/** spec 2 §2: the contents in order; only released and unblocked ones open. */
export function CourseContents({
  courseId,
  contents,
  state,
  enrolled,
  blocked,
  onEnroll,
  enrolling,
}: CourseContentsProps) {
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <CoursePanel text={COURSE_PANEL_TEXT.contents} slot="course-contents" state={state}>
      {contents.length === 0 ? (
        <p className="text-ink-muted">{COURSE_PANEL_TEXT.contents.empty}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line">
          {contents.map((content, index) => {
            const title = titleOf(content, index);
            const opens = !blocked && isNavigable(content);
            const nameClass =
              'font-semibold break-words text-left text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
            let name: ReactNode = (
              <span className="font-semibold break-words text-ink">{title}</span>
            );
            if (opens && enrolled) {
              name = (
                <Link
                  href={routeHref({
                    name: 'course_content',
                    params: { course_id: String(courseId), content_id: String(content.id) },
                  })}
                  className={cn(nameClass, 'text-primary-ink underline-offset-2 hover:underline')}
                >
                  {title}
                </Link>
              );
            } else if (opens) {
              name = (
                <button
                  type="button"
                  onClick={() => setAsked(title)}
                  className={cn(nameClass, 'text-primary-ink underline-offset-2 hover:underline')}
                >
                  {title}
                </button>
              );
            }
            return (
              <li
                key={content.id}
                data-slot="course-content"
                data-state={opens ? 'open' : 'locked'}
                className="flex gap-3 py-3 first:pt-0 last:pb-0"
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
                  <ContentFacts content={content} opens={opens} />
                  {opens && enrolled && (content.status?.progress ?? 0) > 0 && (
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
          })}
        </ol>
      )}
      <EnrolDialog
        contentTitle={enrolled ? null : asked}
        onClose={() => setAsked(null)}
        enrolling={enrolling}
        onEnroll={() => {
          onEnroll().then(
            () => setAsked(null),
            // The app shows why as a toast; the dialog stays for another try.
            () => undefined,
          );
        }}
      />
    </CoursePanel>
  );
}

function ContentFacts({ content, opens }: { content: CoursePageContent; opens: boolean }) {
  const finished = (content.status?.progress ?? 0) >= PROGRESS.FINISHED;
  const lockedText = content.isBlocked ? CONTENT_TEXT.blocked : CONTENT_TEXT.notReleased;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
      <span>{CONTENT_KIND_LABELS[content.type as keyof typeof CONTENT_KIND_LABELS] ?? ''}</span>
      {(content.duration ?? 0) > 0 && <span>{formatDuration(content.duration)}</span>}
      {!isNavigable(content) && (
        <span className="inline-flex items-center gap-1 font-medium text-ink">
          <LockIcon size="xs" />
          {lockedText}
        </span>
      )}
      {opens && finished && (
        <span className="font-medium text-success">{CONTENT_TEXT.finished}</span>
      )}
    </p>
  );
}
