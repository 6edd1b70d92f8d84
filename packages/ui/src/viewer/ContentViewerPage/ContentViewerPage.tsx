import { routeHref } from '@decola/domain';
import type { ErrorInfo, ReactNode } from 'react';
import { InstructorLinks } from '../../course/CoursePage/CourseInstructors';
import type { CoursePageInstructor } from '../../course/CoursePage';
import { ArrowLeftIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { Link, linkVariants } from '../../primitives/Link';
import { Markdown } from '../../primitives/Markdown';
import { SectionBoundary } from '../../primitives/SectionBoundary';
import { NotFoundPage } from '../../primitives/NotFoundPage';
import { READY, shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import { ComplementList, type ContentComplement } from './ComplementList';
import { ContentNavigation, type ContentNavigationProps } from './ContentNavigation';
import { ViewerTabs, type ViewerTab } from './ViewerTabs';
import { VIEWER_TEXT } from './viewerText';

export type ContentViewerPageProps = ContentNavigationProps & {
  /** The content itself; each tab's panel has its own. */
  state: AsyncState;
  /** No such content, or one the learner cannot open: the not-found page, inside the shell. */
  notFound?: boolean;
  /** The course (or event class) the content belongs to, and the way back to it. */
  parent?: { title: string; href: string } | null;
  content?: { title: string; description?: string | null } | null;
  /** The player of the content's kind (video, audio, PDF, SCORM, exercise). */
  player?: ReactNode;
  /** `ContentList`: beside the player from 980 px, after the tabs below. */
  contentList?: ReactNode;
  complements?: readonly ContentComplement[];
  complementsState?: AsyncState;
  instructors?: readonly CoursePageInstructor[];
  instructorsState?: AsyncState;
  /** `NotesPanel`. */
  notes?: ReactNode;
  /** Tabs after 'Anotações' (the ratings and doubts of a course content). */
  extraTabs?: readonly ViewerTab[];
  /** The open tab's id ('description', 'complements', 'instructors', 'notes' or an extra's). */
  tab?: string;
  onTabChange?: (id: string) => void;
  /** A part that failed to render, for the app's log; the learner sees the part's own sentence. */
  onPanelError?: (error: unknown, info: ErrorInfo) => void;
};

const PAGE_CLASS = 'mx-auto flex w-full max-w-7xl flex-col gap-6 px-gutter py-section';
// The list sits beside the content from 980 px.
const GRID_CLASS =
  'grid gap-6 min-[980px]:grid-cols-[minmax(0,1fr)_22rem] min-[980px]:grid-rows-[auto_1fr]';
const LEFT = 'min-w-0 min-[980px]:col-start-1';
const SIDE = 'min-w-0 min-[980px]:col-start-2 min-[980px]:row-span-2 min-[980px]:row-start-1';

/** Route `course_content`: a content, the course's contents beside it, its tabs below. */
export function ContentViewerPage({
  state,
  notFound = false,
  parent,
  content,
  player,
  contentList,
  previousHref,
  nextHref,
  nextLock,
  nextReleaseDate,
  of,
  complements = [],
  complementsState = READY,
  instructors = [],
  instructorsState = READY,
  notes,
  extraTabs = [],
  tab,
  onTabChange,
  onPanelError,
}: ContentViewerPageProps) {
  if (notFound) return <NotFoundPage inShell homeHref={routeHref({ name: 'dashboard' })} />;
  const status = shownStatus(state);
  if (status !== 'ready' || !content) {
    return (
      <div
        data-slot="content-viewer"
        data-state={status}
        aria-busy={status === 'loading' || undefined}
        className={PAGE_CLASS}
      >
        <LoadState state={state} text={{ error: VIEWER_TEXT.error }} loading={<ViewerSkeleton />}>
          {/* Loaded, its content not yet given: still on its way. */}
          <ViewerSkeleton />
        </LoadState>
      </div>
    );
  }
  const tabs: ViewerTab[] = [
    {
      id: 'description',
      label: VIEWER_TEXT.description,
      panel: content.description?.trim() ? (
        <Markdown source={content.description} />
      ) : (
        <p className="text-ink-muted">{VIEWER_TEXT.noDescription}</p>
      ),
    },
    {
      id: 'complements',
      label: VIEWER_TEXT.complements.label,
      panel: (
        <LoadState state={complementsState} text={VIEWER_TEXT.complements}>
          <ComplementList complements={complements} />
        </LoadState>
      ),
    },
    {
      id: 'instructors',
      label: VIEWER_TEXT.instructors.label,
      panel: (
        <LoadState state={instructorsState} text={VIEWER_TEXT.instructors}>
          {instructors.length === 0 ? (
            <p className="text-ink-muted">{VIEWER_TEXT.empty}</p>
          ) : (
            <InstructorLinks instructors={instructors} />
          )}
        </LoadState>
      ),
    },
    { id: 'notes', label: VIEWER_TEXT.notes, panel: notes },
    ...extraTabs,
  ];
  return (
    <div data-slot="content-viewer" data-state="ready" className={PAGE_CLASS}>
      <header className="flex flex-col gap-1">
        {/* One line, kept while the course (or event) is still on its way: its title arriving
            after the content's moved the whole page down by a line or two on a phone. */}
        <div className="flex h-5 min-w-0 items-center">
          {parent && (
            <Link
              href={parent.href}
              className={cn(
                'inline-flex max-w-full items-center gap-1.5 rounded-control text-sm font-semibold',
                linkVariants({ underline: 'hover', offset: 2 }),
              )}
            >
              <ArrowLeftIcon size="sm" className="shrink-0" />
              <span className="sr-only">{`${VIEWER_TEXT.backTo} `}</span>
              <span className="truncate">{parent.title}</span>
            </Link>
          )}
        </div>
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{content.title}</h1>
      </header>
      <div className={GRID_CLASS}>
        <div className={`${LEFT} flex flex-col gap-4 min-[980px]:row-start-1`}>
          <div data-slot="viewer-player">
            <SectionBoundary text={VIEWER_TEXT.playerError} onError={onPanelError}>
              {player}
            </SectionBoundary>
          </div>
          <ContentNavigation
            previousHref={previousHref}
            nextHref={nextHref}
            nextLock={nextLock}
            nextReleaseDate={nextReleaseDate}
            of={of}
          />
        </div>
        <div className={`${LEFT} min-[980px]:row-start-2`}>
          <ViewerTabs tabs={tabs} tab={tab} onTabChange={onTabChange} onPanelError={onPanelError} />
        </div>
        {/* After the tabs: on a phone the learning tools come before the whole list. */}
        <div data-slot="viewer-contents" className={SIDE}>
          <SectionBoundary text={VIEWER_TEXT.listError} onError={onPanelError}>
            {contentList}
          </SectionBoundary>
        </div>
      </div>
    </div>
  );
}

/** The page's shape while it loads, so the content arriving moves nothing. */
function ViewerSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        {VIEWER_TEXT.loading}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-1">
        <div className="flex h-5 items-center">
          <div className="h-4 w-48 animate-pulse rounded-control bg-line" />
        </div>
        <div className="flex h-8 items-center sm:h-9">
          <div className="h-7 w-2/3 animate-pulse rounded-control bg-line" />
        </div>
      </div>
      <div aria-hidden="true" className={GRID_CLASS}>
        <div className={`${LEFT} flex flex-col gap-4 min-[980px]:row-start-1`}>
          <div className="aspect-video animate-pulse rounded-card bg-line" />
          <div className="flex justify-between">
            <div className="h-10 w-40 animate-pulse rounded-control bg-line" />
            <div className="h-10 w-40 animate-pulse rounded-control bg-line" />
          </div>
        </div>
        <div
          className={`${LEFT} h-40 animate-pulse rounded-card bg-line min-[980px]:row-start-2`}
        />
        <div className={`${SIDE} flex h-96 flex-col gap-3 rounded-card bg-surface p-5 shadow-sm`}>
          <div className="h-6 w-1/2 animate-pulse rounded-control bg-line" />
          <div className="h-12 animate-pulse rounded-control bg-line" />
          <div className="h-12 animate-pulse rounded-control bg-line" />
          <div className="h-12 animate-pulse rounded-control bg-line" />
        </div>
      </div>
    </>
  );
}
