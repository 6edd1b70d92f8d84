import { isOtherHost } from '@decola/domain';
import type { PDFPageProxy } from 'pdfjs-dist';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../../lib/focusRing';
import { linkVariants } from '../../primitives/Link';
import { SectionError } from '../../primitives/SectionError';
import { Spinner } from '../../primitives/Spinner';
import type { MediaPlayerProps } from '../shared/media';
import { PdfPage } from './PdfPage';
import { PdfPageControls, PdfZoomControls } from './PdfToolbar';
import { usePdfDocument } from './usePdfDocument';
import { PDF_ZOOM_STEPS } from './zoomSteps';

export type PdfViewerProps = MediaPlayerProps & {
  /** The PDF's address (same origin: PDF.js reads it, and 'Baixar PDF' links to it). */
  src: string;
  /** The content's title: the viewer's name for assistive technology. */
  title: string;
  /** The learner or the handle moved to another page (not called for the page it opens on). */
  onPageChange?: (page: number) => void;
  className?: string;
};

/** Pages shown between two clean-ups of what PDF.js keeps for the document. */
const PAGES_BETWEEN_CLEANUPS = 20;

/**
 * The page's box, the same while the PDF opens, once a page is drawn and when it fails: an A4
 * sheet at the viewer's width (most PDFs are), at most 85 % of the screen's height; a page of
 * another shape scrolls or leaves space in it. Nothing below the viewer moves as the PDF arrives.
 */
const PAGE_BOX = 'aspect-[210/297] max-h-[85vh]';

const idle = () => undefined;

/**
 * A PDF drawn with PDF.js, one page at a time on a canvas with its text layer over it (selectable,
 * searchable, read by screen readers); page navigation, zoom and 'Baixar PDF'. PDF.js loads when
 * the first viewer mounts and runs without eval (the app's CSP forbids it); only the data of the
 * page shown is fetched and kept, so a long PDF opens as fast as a short one. Its handle's
 * position is the page shown.
 */
export function PdfViewer(props: PdfViewerProps) {
  const [attempt, setAttempt] = useState(0);
  // Each attempt (and each file) starts from a fresh document, page and drawing.
  return (
    <PdfDocument
      key={`${attempt}:${props.src}`}
      {...props}
      onRetry={() => setAttempt((value) => value + 1)}
    />
  );
}

function PdfDocument({
  src,
  title,
  startAt,
  handleRef,
  onPlaybackChange,
  onPageChange,
  onRetry,
  className,
}: PdfViewerProps & { onRetry: () => void }) {
  const {
    status,
    pdfjs,
    doc,
    count,
    page,
    pdfPage,
    goTo: moveTo,
    fail,
  } = usePdfDocument(src, startAt);
  const [zoom, setZoom] = useState<'fit' | number>('fit');
  const [fitWidth, setFitWidth] = useState(0);
  const [drawn, setDrawn] = useState<{ page: PDFPageProxy; scale: number } | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const shown = useRef(false);
  const pagesSinceCleanup = useRef(0);

  useEffect(() => {
    if (!scroller) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setFitWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller]);

  const pageWidth = pdfPage?.getViewport({ scale: 1 }).width ?? 0;
  const fitScale = fitWidth && pageWidth ? Math.floor((fitWidth / pageWidth) * 100) / 100 : 0;
  const scale = zoom === 'fit' ? fitScale : zoom;

  /** A page drawn at a scale; the first one tells the app the PDF is shown ("playing"). */
  const pageDrawn = (drawnPage: PDFPageProxy, drawnScale: number) => {
    if (drawn?.page !== drawnPage) pagesSinceCleanup.current += 1;
    // As PDF.js's own viewer does when idle: the worker forgets what it parsed for pages gone by,
    // so paging through a long PDF keeps its memory flat. Nothing is drawing now.
    if (doc && pagesSinceCleanup.current >= PAGES_BETWEEN_CLEANUPS) {
      pagesSinceCleanup.current = 0;
      doc.cleanup(true).catch(() => undefined);
    }
    setDrawn({ page: drawnPage, scale: drawnScale });
    if (shown.current) return;
    shown.current = true;
    onPlaybackChange?.({ playing: true, rate: 1 });
  };
  const goTo = (target: number) => {
    setDraft(null);
    const moved = moveTo(target);
    if (moved !== null) onPageChange?.(moved);
  };

  useImperativeHandle(
    handleRef,
    () => ({
      position: () => page,
      seek: goTo,
      // A PDF has no playback: it is "playing" while shown, so there is nothing to start or stop.
      play: () => undefined,
      pause: () => undefined,
    }),
    // goTo reads page and count only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page, count],
  );

  const zoomBy = (direction: 1 | -1) => {
    const steps = direction > 0 ? PDF_ZOOM_STEPS : [...PDF_ZOOM_STEPS].reverse();
    const next = steps.find((step) => direction * (step - scale) > 0.01);
    if (next) setZoom(next);
  };
  // Busy from the move to another page or zoom until that page is drawn at that zoom.
  const drawing =
    status === 'ready' &&
    !(pdfPage?.pageNumber === page && drawn?.page === pdfPage && drawn.scale === scale);

  return (
    <section
      aria-label={title}
      aria-busy={status === 'loading' || drawing || undefined}
      data-slot="pdf-viewer"
      data-status={status}
      className={cn(
        'flex flex-col overflow-hidden rounded-card border border-line bg-surface',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line p-2 text-sm text-ink">
        {status === 'ready' && (
          <>
            <PdfPageControls
              page={page}
              count={count}
              draft={draft}
              onDraftChange={setDraft}
              onGoTo={goTo}
            />
            <PdfZoomControls
              scale={scale}
              fitted={zoom === 'fit'}
              onZoomBy={zoomBy}
              onFit={() => setZoom('fit')}
            />
          </>
        )}
        {/* The controls' place while the PDF opens (or failed to): the toolbar wraps to the rows
            it has with them, so the page below does not move when they arrive. */}
        {status !== 'ready' && (
          <div aria-hidden="true" inert className="invisible contents">
            <PdfPageControls page={1} count={1} draft={null} onDraftChange={idle} onGoTo={idle} />
            <PdfZoomControls scale={1} fitted onZoomBy={idle} onFit={idle} />
          </div>
        )}
        <a
          href={src}
          download
          rel={isOtherHost(src, location.origin) ? 'noopener noreferrer' : undefined}
          className={cn(
            'ml-auto rounded-control px-2 py-1 font-semibold',
            linkVariants({ underline: 'hover', offset: 2 }),
          )}
        >
          Baixar PDF
        </a>
      </div>

      {status === 'ready' && (
        <p role="status" className="sr-only">
          Página {page} de {count}
        </p>
      )}
      {status === 'loading' && (
        <div className={cn(PAGE_BOX, 'flex items-center justify-center p-6')}>
          <Spinner size="lg" label="Carregando o PDF…" />
        </div>
      )}
      {status === 'error' && (
        // In the page's box, as the spinner was: a PDF that fails to open moves nothing either.
        <div className={cn(PAGE_BOX, 'flex items-center justify-center p-4')}>
          <SectionError text="Não foi possível abrir o PDF." onRetry={onRetry} />
        </div>
      )}
      <div
        ref={setScroller}
        hidden={status !== 'ready'}
        role="region"
        aria-label={`Página ${page} de ${count}`}
        // A zoomed page scrolls: the keyboard must reach it to scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={cn(PAGE_BOX, 'overflow-auto bg-surface-muted p-3', FOCUS_RING.inset)}
      >
        {pdfjs && pdfPage && scale > 0 && (
          <PdfPage pdfjs={pdfjs} page={pdfPage} scale={scale} onDrawn={pageDrawn} onFailed={fail} />
        )}
      </div>
    </section>
  );
}
