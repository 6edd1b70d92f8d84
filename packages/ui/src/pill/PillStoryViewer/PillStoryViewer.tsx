import {
  LIMITS,
  pillToPlayAfter,
  pillViewerIndex,
  routeHref,
  shouldMarkPillWatched,
  slidesPerView,
  videoIdFromUrl,
} from '@decola/domain';
import {
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Dialog as HeadlessDialog,
} from '@headlessui/react';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { LANDING_CAROUSEL_EMBLA_DURATION } from '../../landing/NewCoursesCarousel';
import { ChevronLeftIcon, ChevronRightIcon, CrossIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import { useViewportWidth } from '../../lib/useViewportWidth';
import { buttonVariants } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { VideoPlayer } from '../../video/VideoPlayer';
import { PillCard } from '../PillCard';
import type { Pill } from '../shared/pill';

export const PILL_VIEWER_TITLE = 'Fique por dentro';

/**
 * Dashboard carousels move in 800 ms. Embla's duration is a damping factor, not
 * milliseconds; the landing's 26 takes about its 1000 ms, so the same factor scaled to 800 ms.
 */
export const PILL_VIEWER_EMBLA_DURATION = Math.round(
  (LANDING_CAROUSEL_EMBLA_DURATION * LIMITS.transitionMs.dashboardCarousel) /
    LIMITS.transitionMs.landingCarousel,
);

export type PillStoryViewerProps<T extends Pill> = {
  open: boolean;
  pills: readonly T[];
  /** The tapped pill: the viewer opens on it. */
  initialIndex?: number;
  /** Escape or the close button; focus then returns to the tapped pill card. */
  onClose: () => void;
  /**
   * A pill's video started and the pill is not watched yet: the app marks it watched.
   * Called once per pill while the viewer stays open.
   */
  onVideoStart: (pill: T) => void;
  /** Length of the fallback player's playback, when YouTube's player cannot load. */
  fallbackDurationSeconds?: number;
};

/** Arrows wrap around, an ended pill plays the next, the page stays still. */
export function PillStoryViewer<T extends Pill>({
  open,
  pills,
  onClose,
  ...rest
}: PillStoryViewerProps<T>) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <HeadlessDialog
      open={open && pills.length > 0}
      onClose={onClose}
      initialFocus={closeRef}
      className="relative z-50 focus-visible:outline-none"
    >
      <DialogBackdrop className="fixed inset-0 bg-ink" />
      <DialogPanel
        data-slot="pill-story-viewer"
        className="fixed inset-0 flex flex-col text-surface"
      >
        <ViewerContent pills={pills} onClose={onClose} closeRef={closeRef} {...rest} />
      </DialogPanel>
    </HeadlessDialog>
  );
}

type ViewerContentProps<T extends Pill> = Omit<PillStoryViewerProps<T>, 'open'> & {
  closeRef: RefObject<HTMLButtonElement | null>;
};

// The cards are as tall as the screen allows below the header and above the link, in 9:16.
const cardWidth = 'w-[min(100%,calc((100dvh-11rem)*9/16))]';

// On the viewer's dark backdrop the ring is the surface colour: the focus colour would not show.
const onDark =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-surface';

/** Mounted on each opening, so the viewer starts at the tapped pill with nothing marked. */
function ViewerContent<T extends Pill>({
  pills,
  initialIndex = 0,
  onClose,
  onVideoStart,
  fallbackDurationSeconds,
  closeRef,
}: ViewerContentProps<T>) {
  const count = pills.length;
  const width = useViewportWidth();
  const reducedMotion = usePrefersReducedMotion();
  // The pill story viewer shows 1.5 to 2.8.
  const perView = slidesPerView(width, 'pillViewer');
  const [startIndex] = useState(() => Math.min(Math.max(0, initialIndex), count - 1));
  const [selected, setSelected] = useState(startIndex);
  const current = Math.min(selected, count - 1);
  const [viewportRef, api] = useEmblaCarousel({
    align: 'center',
    containScroll: false,
    startIndex,
    duration: PILL_VIEWER_EMBLA_DURATION,
  });
  const marked = useRef(new Set<Pill['id']>());

  // A swipe moves the carousel itself; the current pill follows it.
  useEffect(() => {
    if (!api) return;
    const follow = () => setSelected(api.selectedScrollSnap());
    api.on('select', follow);
    return () => {
      api.off('select', follow);
    };
  }, [api]);

  const goTo = (index: number) => {
    setSelected(index);
    api?.scrollTo(index, reducedMotion);
  };
  const step = (direction: 1 | -1) => goTo(pillViewerIndex(current, direction, count));

  const handleVideoStart = (pill: T) => {
    if (!shouldMarkPillWatched(pill, marked.current)) return;
    marked.current.add(pill.id);
    onVideoStart(pill);
  };
  const handleEnded = () => {
    const next = pillToPlayAfter(current, count);
    if (next !== null) goTo(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  };

  const currentPill = pills[current]!;
  const arrowClass = cn(
    'absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-pill',
    'bg-surface/90 text-ink shadow-md hover:bg-surface',
    onDark,
  );

  return (
    // The arrows work wherever focus is inside the viewer.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="flex min-h-0 flex-1 flex-col" onKeyDown={handleKeyDown}>
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <div className="flex flex-col">
          <DialogTitle className="text-lg font-bold">{PILL_VIEWER_TITLE}</DialogTitle>
          <p aria-live="polite" aria-atomic="true" className="text-sm text-surface/80">
            Pílula {current + 1} de {count}
            <span className="sr-only">: {currentPill.title}</span>
          </p>
        </div>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-pill bg-surface/15 hover:bg-surface/25',
            onDark,
          )}
        >
          <CrossIcon size="xl" />
          <span className="sr-only">Fechar</span>
        </button>
      </div>

      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Pílulas"
        className="relative min-h-0 flex-1 pb-4"
      >
        {count > 1 && (
          <button
            type="button"
            onClick={() => step(-1)}
            className={cn(arrowClass, 'left-3 sm:left-6')}
          >
            <ChevronLeftIcon size="xl" />
            <span className="sr-only">Anterior</span>
          </button>
        )}
        <div ref={viewportRef} className="h-full overflow-hidden" data-slot="carousel-viewport">
          <div className="flex h-full touch-pan-y">
            {pills.map((pill, index) => {
              const isCurrent = index === current;
              return (
                <div
                  key={pill.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} de ${count}`}
                  aria-current={isCurrent || undefined}
                  data-current={isCurrent || undefined}
                  className="flex h-full min-w-0 items-center justify-center px-2"
                  style={{ flex: `0 0 ${100 / perView}%` }}
                >
                  <div className={cn('flex flex-col gap-3', cardWidth)}>
                    {isCurrent ? (
                      <VideoPlayer
                        key={pill.id}
                        videoId={videoIdFromUrl(pill.url)}
                        title={pill.title}
                        posterURL={pill.imageURL}
                        autoPlay
                        controls={false}
                        onPlay={() => handleVideoStart(pill)}
                        onEnded={handleEnded}
                        fallbackDurationSeconds={fallbackDurationSeconds}
                        className="aspect-[9/16] ring-1 ring-surface/25"
                      />
                    ) : (
                      <PillCard
                        pill={pill}
                        index={index}
                        onOpen={goTo}
                        tabIndex={-1}
                        className="scale-90 opacity-60 transition duration-300 hover:opacity-80"
                      />
                    )}
                    {/* The link's row is kept on every slide, so the cards stay aligned. */}
                    <div className="flex h-10 justify-center">
                      {isCurrent && pill.idCourse != null && (
                        <Link
                          href={routeHref({
                            name: 'course',
                            params: { course_id: String(pill.idCourse) },
                          })}
                          onClick={onClose}
                          className={cn(buttonVariants({ variant: 'primary' }), onDark)}
                        >
                          ver treinamento
                        </Link>
                      )}
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        {count > 1 && (
          <button
            type="button"
            onClick={() => step(1)}
            className={cn(arrowClass, 'right-3 sm:right-6')}
          >
            <ChevronRightIcon size="xl" />
            <span className="sr-only">Próximo</span>
          </button>
        )}
      </div>
    </div>
  );
}
