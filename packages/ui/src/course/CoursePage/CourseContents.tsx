import { isNavigable, routeHref } from '@decola/domain';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Link, linkVariants } from '../../primitives/Link';
import { ContentItem, contentNameClass, contentTitleOf } from '../ContentItem';
import { COURSE_PANEL_TEXT } from './coursePageText';
import { CoursePanel } from './CoursePanel';
import { EnrolDialog } from './EnrolDialog';
import type { CoursePageContent } from './types';
import type { AsyncState } from '../../lib/asyncState';

export type CourseContentsProps = {
  courseId: number;
  contents: readonly CoursePageContent[];
  state: AsyncState;
  /** Enrolled learners open a content; the others are asked to enrol first. */
  enrolled: boolean;
  /** A blocked course opens none of its contents. */
  blocked: boolean;
  /** From the dialog a learner not enrolled sees on opening a content; it closes once enrolled. */
  onEnroll: () => Promise<unknown>;
  enrolling: boolean;
};

/** The contents in order; only released and unblocked ones open. */
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
            const title = contentTitleOf(content, index);
            const opens = !blocked && isNavigable(content);
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
                  className={cn(contentNameClass, linkVariants({ underline: 'hover', offset: 2 }))}
                >
                  {title}
                </Link>
              );
            } else if (opens) {
              name = (
                <button
                  type="button"
                  onClick={() => setAsked(title)}
                  className={cn(contentNameClass, linkVariants({ underline: 'hover', offset: 2 }))}
                >
                  {title}
                </button>
              );
            }
            return (
              <ContentItem
                key={content.id}
                content={content}
                previous={contents[index - 1]}
                name={name}
                title={title}
                opens={opens}
                showProgress={opens && enrolled}
              />
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
