import { slidesPerView, type CarouselKind } from '@decola/domain';
import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { focusableDisabled } from '../../lib/focusableDisabled';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import { useNearViewport } from '../../lib/useNearViewport';
import { useViewportWidth } from '../../lib/useViewportWidth';
import { buttonAriaDisabledLook, buttonVariants } from '../Button';
import { Spinner } from '../Spinner';
import { readCanScrollNext, readCanScrollPrev, useCarouselValue } from './useCarouselValue';
import { useReachEnd } from './useReachEnd';

/**
 * The dashboard's carousels move in 800 ms (`LIMITS.transitionMs.dashboardCarousel`).
 * Embla's `duration` is not in milliseconds but the damping of its 60-steps-a-second scroll body
 * (friction 0.68): at 22 a one-card step of 256–512 px lands within half a pixel in 730–800 ms
 * (25, Embla's default, takes 0.9–1 s). The landing's 1000 ms is 26 (NewCoursesCarousel).
 */
export const DASHBOARD_CAROUSEL_EMBLA_DURATION = 22;

/** Shown, with a spinner, in the extra slide while the next chunk loads. */
export const CAROUSEL_LOADING_MORE_LABEL = 'Carregando mais…';

export type CarouselProps = {
  /** The visible heading that names the carousel. */
  title?: ReactNode;
  /** Level of that heading, to keep the page outline in order. */
  headingLevel?: 2 | 3 | 4;
  headingClassName?: string;
  /** Without a `title`, the id of the element that names the carousel. */
  'aria-labelledby'?: string;
  /** Which carousel this is: domain `slidesPerView(width, kind)` gives its slides per view. */
  kind: CarouselKind;
  /** Embla's `duration` (see DASHBOARD_CAROUSEL_EMBLA_DURATION); reduced motion always jumps. */
  duration?: number;
  /** One child per slide. */
  children: ReactNode;
  /** More controls in the header, before the arrows (a 'Ver todos' link). */
  actions?: ReactNode;
  /** The last slide came into view: load the next chunk. Called once per number of slides. */
  onReachEnd?: () => void;
  /** The next chunk is on its way: a loading slide follows the last one. */
  loadingMore?: boolean;
  className?: string;
  /** `data-slot` of the region, for tests and styles. */
  slot?: string;
};

/**
 * The accessible Embla carousel, as shadcn/ui's: a region named by its heading with the
 * 'carousel' role description, slides named 'n de m', 'Anterior'/'Próximo' buttons and
 * ArrowLeft/ArrowRight anywhere inside. Slides per view follow the screen width.
 * At an end an arrow is aria-disabled, not disabled, so the focus of a keyboard user stays on it.
 */
export function Carousel({
  title,
  headingLevel = 2,
  headingClassName,
  'aria-labelledby': labelledBy,
  kind,
  duration = DASHBOARD_CAROUSEL_EMBLA_DURATION,
  children,
  actions,
  onReachEnd,
  loadingMore = false,
  className,
  slot = 'carousel',
}: CarouselProps) {
  const titleId = useId();
  const width = useViewportWidth();
  const reducedMotion = usePrefersReducedMotion();
  const perView = slidesPerView(width, kind);
  // Embla measures every slide when it starts: a carousel starts once it comes within a screen of
  // the viewport (the dashboard has six), or at once when an arrow or a key asks it to move first.
  const { ref: nearRef, near } = useNearViewport<HTMLElement>();
  const [asked, setAsked] = useState(false);
  const started = near || asked;
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    // A slide counts as shown when half of it is (the end of a list that loads more, useReachEnd).
    inViewThreshold: 0.5,
    duration: reducedMotion ? 0 : duration,
  });
  const slides = Children.toArray(children).filter(isValidElement);
  const canScrollPrev = useCarouselValue(api, readCanScrollPrev, false);
  // Before Embla has measured: the slides fill the track a view at a time, so more slides than a
  // view (the loading one among them) leave somewhere to go.
  const canScrollNext = useCarouselValue(
    api,
    readCanScrollNext,
    slides.length + (loadingMore ? 1 : 0) > perView,
  );
  useReachEnd(api, slides.length, onReachEnd);

  // A move asked for before Embla started is made once it has, on its first frame.
  const [pendingMove, setPendingMove] = useState<'prev' | 'next' | null>(null);
  useEffect(() => {
    if (!api || !pendingMove) return;
    const frame = requestAnimationFrame(() => {
      if (pendingMove === 'next') api.scrollNext();
      else api.scrollPrev();
      setPendingMove(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [api, pendingMove]);
  const move = (direction: 'prev' | 'next') => {
    if (!api) {
      setPendingMove(direction);
      setAsked(true);
    } else if (direction === 'next') api.scrollNext();
    else api.scrollPrev();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move('prev');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move('next');
    }
  };

  const Heading = `h${headingLevel}` as const;
  const slideStyle: CSSProperties = { flex: `0 0 ${100 / perView}%` };
  const arrowClass = cn(
    buttonVariants({ variant: 'secondary', size: 'sm' }),
    buttonAriaDisabledLook,
    'size-10 px-0',
  );

  return (
    // A <section> named by its heading is a region: no role attribute needed (jsx-a11y).
    <section
      ref={nearRef}
      aria-roledescription="carousel"
      aria-labelledby={title !== undefined ? titleId : labelledBy}
      data-slot={slot}
      // 'ready' once Embla has measured the slides and the arrows know where it can go; 'waiting'
      // for the reader to come near, its slides already where they stay.
      data-state={api ? 'ready' : started ? 'starting' : 'waiting'}
      onKeyDownCapture={handleKeyDown}
      className={cn('flex flex-col gap-4', className)}
    >
      <div
        className={cn(
          'flex gap-4',
          title !== undefined ? 'items-end justify-between' : 'justify-end',
        )}
      >
        {title !== undefined && (
          <Heading
            id={titleId}
            className={cn('text-xl font-bold text-ink sm:text-2xl', headingClassName)}
          >
            {title}
          </Heading>
        )}
        <div className="flex items-center gap-2">
          {actions}
          <button
            type="button"
            className={arrowClass}
            {...focusableDisabled(!canScrollPrev, () => move('prev'))}
          >
            <ChevronLeftIcon size="xl" />
            <span className="sr-only">Anterior</span>
          </button>
          <button
            type="button"
            className={arrowClass}
            {...focusableDisabled(!canScrollNext, () => move('next'))}
          >
            <ChevronRightIcon size="xl" />
            <span className="sr-only">Próximo</span>
          </button>
        </div>
      </div>
      {/* Padding inside the viewport keeps the cards' focus ring from being clipped. */}
      <div
        ref={started ? viewportRef : undefined}
        className="-m-1 overflow-hidden p-1"
        data-slot="carousel-viewport"
      >
        {/*
         * No transition on the track, ever: the reduced-motion rule of base.css gives every element
         * a 0.01 ms transition, and a transform still transitioning when Embla clears it to
         * re-measure (after a resize) makes the track the slides' offsetParent, so Embla measured
         * them from the wrong origin and stopped short of the end.
         */}
        <div className="-ml-4 flex touch-pan-y transition-none">
          {slides.map((slide, index) => (
            <div
              key={slide.key ?? index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${slides.length}`}
              className="min-w-0 pl-4"
              style={slideStyle}
            >
              {slide}
            </div>
          ))}
          {loadingMore && (
            <div className="min-w-0 pl-4" style={slideStyle} data-slot="carousel-loading-slide">
              <div className="flex h-full min-h-40 flex-col items-center justify-center gap-3 rounded-card border border-dashed border-line bg-surface p-4 text-sm text-ink-muted">
                <Spinner size="md" decorative className="text-primary-ink" />
                <p role="status">{CAROUSEL_LOADING_MORE_LABEL}</p>
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
