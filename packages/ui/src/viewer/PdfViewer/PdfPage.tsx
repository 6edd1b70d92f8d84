import type { PDFPageProxy } from 'pdfjs-dist';
import { useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import type { PdfJs } from './loadPdfJs';

export type PdfPageProps = {
  pdfjs: PdfJs;
  page: PDFPageProxy;
  scale: number;
  /** The canvas and the text layer are drawn at this scale. */
  onDrawn: (page: PDFPageProxy, scale: number) => void;
  onFailed: () => void;
};

/**
 * One page: its canvas, with PDF.js's text layer over it — the page's text where it is drawn,
 * transparent, so it can be selected, found by the browser's search and read by screen readers.
 * The box has the page's size at this scale before anything is drawn, so nothing moves.
 */
export function PdfPage({ pdfjs, page, scale, onDrawn, onFailed }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  // The page whose text the layer holds: the layer is named after it only once it is drawn.
  const [text, setText] = useState<{ page: PDFPageProxy; empty: boolean } | null>(null);
  const drawn = useEffectEvent(() => onDrawn(page, scale));
  const failed = useEffectEvent(() => onFailed());
  const viewport = page.getViewport({ scale });

  useEffect(() => {
    const canvas = canvasRef.current;
    const layer = textRef.current;
    if (!canvas || !layer || !scale) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    const drawing = page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    layer.replaceChildren();
    const textLayer = new pdfjs.TextLayer({
      textContentSource: page.streamTextContent({ includeMarkedContent: true }),
      container: layer,
      viewport,
    });
    let cancelled = false;
    const textDrawn = textLayer.render().then(
      () => {
        const empty = textLayer.textContentItemsStr.every((item) => !item.trim());
        if (!cancelled) setText({ page, empty });
      },
      // A page whose text cannot be read still shows; it says it has none.
      () => !cancelled && setText({ page, empty: true }),
    );
    Promise.all([drawing.promise, textDrawn]).then(
      () => !cancelled && drawn(),
      () => !cancelled && failed(),
    );
    return () => {
      cancelled = true;
      drawing.cancel();
      textLayer.cancel();
    };
    // The viewport follows the page and the scale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdfjs, page, scale]);

  // Only the page shown keeps what PDF.js loaded for it: paging through a long PDF stays light.
  useEffect(() => () => void page.cleanup(), [page]);

  const box = {
    width: `${Math.floor(viewport.width)}px`,
    height: `${Math.floor(viewport.height)}px`,
    '--total-scale-factor': String(scale),
    '--scale-round-x': '1px',
    '--scale-round-y': '1px',
  } as CSSProperties;
  return (
    <div data-slot="pdf-page" className="relative mx-auto bg-white shadow-sm" style={box}>
      <canvas ref={canvasRef} aria-hidden="true" className="block size-full" />
      <article
        aria-label={text?.page === page ? `Texto da página ${page.pageNumber}` : undefined}
        aria-busy={text?.page === page ? undefined : true}
        className="absolute inset-0"
      >
        <div ref={textRef} className="textLayer" />
        {text?.page === page && text.empty && <p className="sr-only">Esta página não tem texto.</p>}
      </article>
    </div>
  );
}
