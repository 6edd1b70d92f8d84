import { formatDuration, formatRating, slidesPerView } from '@decola/domain';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useId, useSyncExternalStore, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import { useViewportWidth } from '../../lib/useViewportWidth';
import { buttonVariants } from '../../primitives/Button';
import {
  CertificateIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ClockIcon,
  StarIcon,
} from '../shared/icons';

/** The fields a 'NOVIDADES' card shows (the contract's `Course`, from GET /api/course/list/new). */
export type NewCourse = {
  id: number | string;
  title: string;
  imageURL: string;
  rating?: number | null;
  /** In seconds. */
  duration?: number | null;
  haveCertification?: boolean;
};

export type NewCoursesCarouselProps<T extends NewCourse> = {
  courses: readonly T[];
  /** While the list loads: skeleton cards in place of the courses. */
  loading?: boolean;
  /** A card was chosen; for a visitor the app opens the login panel. */
  onCourseClick: (course: T) => void;
  className?: string;
};

/**
 * spec 1 §9: the landing transition takes 1000 ms. Embla's `duration` is not in milliseconds but a
 * damping factor of its 60-steps-a-second scroll body (friction 0.68): at 26 a one-card step of
 * 256–512 px lands within half a pixel of its place in about 1 s (25, Embla's default, takes
 * ~0.93 s; 30 takes ~1.2 s).
 */
export const LANDING_CAROUSEL_EMBLA_DURATION = 26;

export const NEW_COURSES_TITLE = 'NOVIDADES';

type CarouselApi = ReturnType<typeof useEmblaCarousel>[1];

const noop = () => () => {};

/** Reads one value of the Embla instance and re-reads it whenever the carousel moves or re-measures. */
function useCarouselValue<V>(
  api: CarouselApi,
  read: (api: NonNullable<CarouselApi>) => V,
  empty: V,
) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return noop();
      api.on('select', onChange).on('reInit', onChange).on('init', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange).off('init', onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : empty),
    () => empty,
  );
}

const readCanScrollPrev = (api: NonNullable<CarouselApi>) => api.canScrollPrev();
const readCanScrollNext = (api: NonNullable<CarouselApi>) => api.canScrollNext();

/**
 * The landing's 'NOVIDADES' carousel of the newest courses (spec 1 §1), accessible as shadcn/ui's
 * carousel: a labelled region, 'N de M' slides, ArrowLeft/ArrowRight and 'Anterior'/'Próximo'.
 * It renders nothing when there are no courses.
 */
export function NewCoursesCarousel<T extends NewCourse>({
  courses,
  loading = false,
  onCourseClick,
  className,
}: NewCoursesCarouselProps<T>) {
  const titleId = useId();
  const width = useViewportWidth();
  const reducedMotion = usePrefersReducedMotion();
  // spec 1 §9: 1 under 520 px, 2 at 520, 3 at 980, 4 at 1580.
  const perView = slidesPerView(width, 'landing');
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: reducedMotion ? 0 : LANDING_CAROUSEL_EMBLA_DURATION,
  });
  const canScrollPrev = useCarouselValue(api, readCanScrollPrev, false);
  const canScrollNext = useCarouselValue(api, readCanScrollNext, false);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      api?.scrollNext();
    }
  };

  if (!loading && courses.length === 0) return null;

  const slideStyle = { flex: `0 0 ${100 / perView}%` };
  const heading = (
    <h2 id={titleId} className="text-2xl font-bold tracking-wide text-ink sm:text-3xl">
      {NEW_COURSES_TITLE}
    </h2>
  );

  if (loading) {
    return (
      <section
        aria-labelledby={titleId}
        aria-busy="true"
        data-slot="new-courses-carousel"
        data-state="loading"
        className={cn('flex flex-col gap-4', className)}
      >
        {heading}
        <p role="status" className="sr-only">
          Carregando os cursos mais recentes…
        </p>
        <div className="-ml-4 flex overflow-hidden" aria-hidden="true">
          {Array.from({ length: Math.ceil(perView) }, (_, index) => (
            <div key={index} className="min-w-0 pl-4" style={slideStyle}>
              <div className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
                <div className="aspect-video w-full animate-pulse bg-line" />
                <div className="flex flex-col gap-3 p-4">
                  <div className="h-5 w-4/5 animate-pulse rounded-control bg-line" />
                  <div className="h-4 w-1/2 animate-pulse rounded-control bg-line" />
                </div>
              </div>
            </div>
          ))}
        </div>
      </section>
    );
  }

  const arrowClass = cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'size-10 px-0');

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      data-slot="new-courses-carousel"
      onKeyDownCapture={handleKeyDown}
      className={cn('flex flex-col gap-4', className)}
    >
      <div className="flex items-end justify-between gap-4">
        {heading}
        <div className="flex gap-2">
          <button
            type="button"
            className={arrowClass}
            disabled={!canScrollPrev}
            onClick={() => api?.scrollPrev()}
          >
            <ChevronLeftIcon />
            <span className="sr-only">Anterior</span>
          </button>
          <button
            type="button"
            className={arrowClass}
            disabled={!canScrollNext}
            onClick={() => api?.scrollNext()}
          >
            <ChevronRightIcon />
            <span className="sr-only">Próximo</span>
          </button>
        </div>
      </div>
      {/* Padding inside the viewport keeps the cards' focus ring from being clipped. */}
      <div ref={viewportRef} className="-m-1 overflow-hidden p-1" data-slot="carousel-viewport">
        <div className="-ml-4 flex touch-pan-y">
          {courses.map((course, index) => (
            <div
              key={course.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${courses.length}`}
              className="min-w-0 pl-4"
              style={slideStyle}
            >
              <NewCourseCard course={course} onClick={() => onCourseClick(course)} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function NewCourseCard({ course, onClick }: { course: NewCourse; onClick: () => void }) {
  return (
    <article
      data-slot="new-course-card"
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-sm',
        'transition-shadow duration-150 hover:shadow-md',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
      )}
    >
      <img
        src={course.imageURL}
        alt={`Capa do curso ${course.title}`}
        className="aspect-video w-full bg-surface-muted object-cover"
        draggable={false}
      />
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
              <StarIcon className="size-4 text-warning" />
              {formatRating(course.rating)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Duração</dt>
            <dd className="flex items-center gap-1">
              <ClockIcon className="size-4" />
              {formatDuration(course.duration)}
            </dd>
          </div>
        </dl>
        {course.haveCertification && (
          <p className="inline-flex w-fit items-center gap-1 rounded-pill bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-ink">
            <CertificateIcon className="size-4" />
            Com certificado
          </p>
        )}
      </div>
    </article>
  );
}
