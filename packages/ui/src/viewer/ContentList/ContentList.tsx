import { isNavigable } from '@decola/domain';
import type { ReactNode } from 'react';
import { ContentItem, contentNameClass, contentTitleOf } from '../../course/ContentItem';
import { COURSE_PANEL_TEXT } from '../../course/CoursePage/coursePageText';
import { CoursePanel } from '../../course/CoursePage/CoursePanel';
import type { CoursePageContent } from '../../course/CoursePage';
import { READY, type AsyncState } from '../../lib/asyncState';
import { cn } from '../../lib/cn';
import { Link, linkVariants } from '../../primitives/Link';

export const CONTENT_LIST_TEXT = {
  ...COURSE_PANEL_TEXT.contents,
  current: 'Em exibição',
  // Not in the spec: an event class's list says whose contents they are (docs/decisions.md).
  classTitle: 'Conteúdos da turma',
  classEmpty: 'Esta turma ainda não tem conteúdos.',
} as const;

export type ContentListProps = {
  /** The course's (or event class's) contents, in order, with each one's progress. */
  contents: readonly CoursePageContent[];
  /** The content shown in the player. */
  currentId: number | string;
  /** Where each navigable content opens (a course's or an event's route). */
  hrefOf: (content: CoursePageContent) => string;
  state?: AsyncState;
  /** Whose contents: a course's (the default) or an event class's — the heading and empty text. */
  of?: 'course' | 'class';
};

/** The viewer's contents beside the player; only released and unblocked ones open. */
export function ContentList({
  contents,
  currentId,
  hrefOf,
  state = READY,
  of = 'course',
}: ContentListProps) {
  const title = of === 'class' ? CONTENT_LIST_TEXT.classTitle : CONTENT_LIST_TEXT.title;
  const empty = of === 'class' ? CONTENT_LIST_TEXT.classEmpty : CONTENT_LIST_TEXT.empty;
  return (
    <CoursePanel
      text={{ ...CONTENT_LIST_TEXT, title }}
      slot="content-list"
      state={state}
      className="sm:p-5"
    >
      {contents.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line">
          {contents.map((content, index) => {
            const name = contentTitleOf(content, index);
            const opens = isNavigable(content);
            const current = String(content.id) === String(currentId);
            let link: ReactNode = (
              <span className="font-semibold break-words text-ink">{name}</span>
            );
            if (opens) {
              link = (
                <Link
                  href={hrefOf(content)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    contentNameClass,
                    linkVariants({ underline: 'hover', offset: 2 }),
                    current && 'text-ink',
                  )}
                >
                  {name}
                </Link>
              );
            }
            return (
              <ContentItem
                key={content.id}
                content={content}
                previous={contents[index - 1]}
                name={link}
                title={name}
                opens={opens}
                showProgress={opens}
                // A bar at the panel's edge marks the content shown, its icon in line with the others.
                className={cn(current && '-ms-5 border-s-4 border-primary ps-4')}
                extraFact={
                  current && (
                    <span className="font-medium text-primary-ink">
                      {CONTENT_LIST_TEXT.current}
                    </span>
                  )
                }
              />
            );
          })}
        </ol>
      )}
    </CoursePanel>
  );
}
