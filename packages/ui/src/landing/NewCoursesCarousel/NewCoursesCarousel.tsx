import { formatDuration, formatRating } from '@decola/domain';
import { cn } from '../../lib/cn';
import { HAS_FOCUS_RING } from '../../lib/focusRing';
import type { LoadStatus } from '../../lib/asyncState';
import { Carousel } from '../../primitives/Carousel';
import { AwardIcon, ClockIcon, StarIcon } from '../../icons';
import {
  NEW_COURSES_HEADING_CLASS,
  NEW_COURSES_TITLE,
  NewCoursesSkeleton,
} from './NewCoursesSkeleton';

/** The fields a 'NOVIDADES' card shows (the contract's `Course`, from GET /api/course/list/new). */
export type NewCourse = {
  id: number | string;
  title: string;
  /** The cover; without one the card keeps its shape with an empty cover. */
  imageURL?: string | null;
  rating?: number | null;
  /** In seconds. */
  duration?: number | null;
  haveCertification?: boolean;
};

export type NewCoursesCarouselProps<T extends NewCourse> = {
  courses: readonly T[];
  /** The list's load: skeleton cards while loading; a failure shows nothing, like no courses. */
  status?: LoadStatus;
  /** A card was chosen; for a visitor the app opens the login panel. */
  onCourseClick: (course: T) => void;
  className?: string;
};

/**
 * The landing carousel moves in 1000 ms (`LIMITS.transitionMs.landingCarousel`), as
 * the dashboard's 800 ms is DASHBOARD_CAROUSEL_EMBLA_DURATION (docs/decisions.md). Embla's
 * `duration` is not in milliseconds but the damping of its 60-steps-a-second scroll body (friction
 * 0.68): at 26 a one-card step of 256–512 px lands within half a pixel of its place in 970–1070 ms
 * (25, Embla's default, takes 900–1000 ms; 30 takes 1.2–1.3 s). Retune it if that limit changes.
 */
export const LANDING_CAROUSEL_EMBLA_DURATION = 26;

/** 'NOVIDADES', on the Carousel primitive; nothing at all without new courses. */
export function NewCoursesCarousel<T extends NewCourse>({
  courses,
  status = 'ready',
  onCourseClick,
  className,
}: NewCoursesCarouselProps<T>) {
  if (status === 'loading') return <NewCoursesSkeleton className={className} />;
  if (courses.length === 0) return null;

  return (
    <Carousel
      title={NEW_COURSES_TITLE}
      headingClassName={NEW_COURSES_HEADING_CLASS}
      kind="landing"
      duration={LANDING_CAROUSEL_EMBLA_DURATION}
      slot="new-courses-carousel"
      className={className}
    >
      {courses.map((course) => (
        <NewCourseCard key={course.id} course={course} onClick={() => onCourseClick(course)} />
      ))}
    </Carousel>
  );
}

function NewCourseCard({ course, onClick }: { course: NewCourse; onClick: () => void }) {
  return (
    <article
      data-slot="new-course-card"
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm',
        'transition-shadow duration-150 hover:shadow-md',
        HAS_FOCUS_RING.standard,
      )}
    >
      {course.imageURL ? (
        <img
          src={course.imageURL}
          alt={`Capa do curso ${course.title}`}
          className="aspect-video w-full bg-surface-muted object-cover"
          draggable={false}
        />
      ) : (
        <div aria-hidden="true" className="aspect-video w-full bg-surface-muted" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="text-base leading-snug font-semibold text-ink">
          {/* The button stretches over the whole card, so the card is one click target. */}
          <button
            type="button"
            onClick={onClick}
            className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {course.title}
          </button>
        </h3>
        <dl className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
          <div>
            <dt className="sr-only">Avaliação</dt>
            <dd className="flex items-center gap-1">
              <StarIcon size="sm" className="text-warning" />
              {formatRating(course.rating)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Duração</dt>
            <dd className="flex items-center gap-1">
              <ClockIcon size="sm" />
              {formatDuration(course.duration)}
            </dd>
          </div>
        </dl>
        {course.haveCertification && (
          <p className="inline-flex w-fit items-center gap-1 rounded-pill bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-ink">
            <AwardIcon size="sm" />
            Com certificado
          </p>
        )}
      </div>
    </article>
  );
}
