import { slidesPerView } from '@decola/domain';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { useViewportWidth } from '../../lib/useViewportWidth';

export const NEW_COURSES_TITLE = 'NOVIDADES';
export const NEW_COURSES_HEADING_CLASS = 'text-2xl font-bold tracking-wide text-ink sm:text-3xl';

/**
 * The 'NOVIDADES' carousel while its courses (or its code) load: the heading and skeleton cards as
 * many as the carousel will show, so nothing below jumps when the cards arrive.
 */
export function NewCoursesSkeleton({
  className,
  pending,
}: {
  className?: string;
  /** The courses are here; the carousel waits for its code, or to come near the screen (tests read it). */
  pending?: 'code' | 'view';
}) {
  const titleId = useId();
  const perView = slidesPerView(useViewportWidth(), 'landing');
  const slideStyle = { flex: `0 0 ${100 / perView}%` };
  return (
    <section
      aria-labelledby={titleId}
      aria-busy="true"
      data-slot="new-courses-carousel"
      data-state="loading"
      data-pending={pending}
      className={cn('flex flex-col gap-4', className)}
    >
      {/* As tall as the carousel's header, whose arrows (40 px) stand beside the heading. */}
      <div className="flex min-h-10 items-end">
        <h2 id={titleId} className={NEW_COURSES_HEADING_CLASS}>
          {NEW_COURSES_TITLE}
        </h2>
      </div>
      <p role="status" className="sr-only">
        Carregando os cursos mais recentes…
      </p>
      <div className="-ml-4 flex overflow-hidden" aria-hidden="true">
        {Array.from({ length: Math.ceil(perView) }, (_, index) => (
          <div key={index} className="min-w-0 pl-4" style={slideStyle}>
            <div className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
              <div className="aspect-video w-full animate-pulse bg-line" />
              {/* A card's two title lines, its rating and duration, its 'Com certificado'. */}
              <div className="flex flex-col gap-3 p-4">
                <div className="flex h-11 flex-col justify-around">
                  <div className="h-4 w-4/5 animate-pulse rounded-control bg-line" />
                  <div className="h-4 w-1/2 animate-pulse rounded-control bg-line" />
                </div>
                <div className="h-5 w-1/2 animate-pulse rounded-control bg-line" />
                <div className="h-6 w-2/5 animate-pulse rounded-pill bg-line" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
