import { routeHref, type DateInput } from '@decola/domain';
import { useState, type ReactNode } from 'react';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadingLine, LoadState } from '../../primitives/LoadState';
import { NotFoundPage } from '../../primitives/NotFoundPage';
import { IntroVideoModal } from '../IntroVideoModal';
import { COURSE_PAGE_TEXT } from './coursePageText';
import { CourseHero } from './CourseHero';
import type { CoursePageCourse } from './types';

export type CoursePageProps = {
  /** The course's own load; each panel below has its own. */
  state: AsyncState;
  /** No such course, or an id that is not a number: the not-found page, inside the shell. */
  notFound?: boolean;
  course?: CoursePageCourse | null;
  today: DateInput;
  /** The description, already rendered (markdown through the app's `Markdown`). */
  description?: ReactNode;
  /** `CourseActions`, under the course's facts. */
  actions?: ReactNode;
  /** The panels, each in the app's own error boundary: `CourseContents`, `CourseComments`… */
  contents?: ReactNode;
  comments?: ReactNode;
  instructors?: ReactNode;
  indicated?: ReactNode;
  /** `CourseRecommendations`, at the end of the page. */
  recommendations?: ReactNode;
};

/** Route `course`: the course, its contents, instructors and comments. */
export function CoursePage({
  state,
  notFound = false,
  course,
  today,
  description,
  actions,
  contents,
  comments,
  instructors,
  indicated,
  recommendations,
}: CoursePageProps) {
  const [introOpen, setIntroOpen] = useState(false);
  if (notFound) return <NotFoundPage inShell homeHref={routeHref({ name: 'dashboard' })} />;
  const status = shownStatus(state);
  if (status !== 'ready' || !course) {
    return (
      <div
        data-slot="course-page"
        data-state={status}
        aria-busy={status === 'loading' || undefined}
        className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-gutter py-section"
      >
        {/* Ready without the course yet is still loading. */}
        <LoadState
          state={status === 'error' ? state : { status: 'loading' }}
          text={COURSE_PAGE_TEXT}
          loading={
            <>
              <LoadingLine text={COURSE_PAGE_TEXT.loading} size="body" />
              <div aria-hidden="true" className="flex flex-col gap-4">
                <div className="aspect-[4/1] max-h-72 w-full animate-pulse rounded-card bg-line" />
                <div className="h-8 w-2/3 animate-pulse rounded-control bg-line" />
                <div className="h-4 w-1/3 animate-pulse rounded-control bg-line" />
              </div>
            </>
          }
        />
      </div>
    );
  }
  return (
    <div
      data-slot="course-page"
      data-state={course.isBlocked ? 'blocked' : 'ready'}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-gutter py-section"
    >
      <CourseHero
        course={course}
        today={today}
        onIntroVideoClick={() => setIntroOpen(true)}
        actions={actions}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {description && (
            <section
              aria-label={COURSE_PAGE_TEXT.description}
              data-slot="course-description"
              className="rounded-card bg-surface p-5 text-ink shadow-sm sm:p-6"
            >
              {description}
            </section>
          )}
          {contents}
          {/* A blocked course cannot open its comments. */}
          {!course.isBlocked && comments}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {instructors}
          {indicated}
        </div>
      </div>
      {recommendations}
      {!course.isBlocked && course.introductoryContent && (
        <IntroVideoModal
          open={introOpen}
          onClose={() => setIntroOpen(false)}
          title={course.title}
          video={course.introductoryContent}
        />
      )}
    </div>
  );
}
