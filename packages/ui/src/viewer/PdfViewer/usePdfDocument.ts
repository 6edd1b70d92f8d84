import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { useEffect, useEffectEvent, useState } from 'react';
import type { LoadStatus } from '../../lib/asyncState';
import { loadPdfJs, type PdfJs } from './loadPdfJs';

const clampPage = (page: number, count: number) =>
  Math.min(Math.max(1, Math.round(page) || 1), Math.max(1, count));

/**
 * A PDF opened with PDF.js, and the page shown of it: PDF.js loads with the first document, only
 * the data of the page asked for is fetched (range requests), and the document is let go when the
 * viewer goes or opens another file. The page starts at `startAt`, within the document's pages.
 */
export function usePdfDocument(src: string, startAt: number | undefined) {
  const [opened, setOpened] = useState<{ pdfjs: PdfJs; doc: PDFDocumentProxy } | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [pdfPage, setPdfPage] = useState<PDFPageProxy | null>(null);
  const doc = opened?.doc ?? null;
  const count = doc?.numPages ?? 0;

  const openOn = useEffectEvent((pdfjs: PdfJs, opening: PDFDocumentProxy) => {
    setPage(clampPage(startAt ?? 1, opening.numPages));
    setOpened({ pdfjs, doc: opening });
  });
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    loadPdfJs()
      .then(async (pdfjs) => {
        if (cancelled) return;
        const task = pdfjs.getDocument({
          url: src,
          isEvalSupported: false,
          // The bytes of the pages asked for, by range requests when the server serves them, rather
          // than the whole file streamed ahead of the reader.
          disableStream: true,
          disableAutoFetch: true,
        });
        destroy = () => task.destroy();
        const opening = await task.promise;
        if (!cancelled) openOn(pdfjs, opening);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [src]);

  useEffect(() => {
    if (!doc) return;
    let cancelled = false;
    doc.getPage(page).then(
      (loaded) => {
        if (!cancelled) setPdfPage(loaded);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [doc, page]);

  const status: LoadStatus = failed ? 'error' : doc ? 'ready' : 'loading';
  return {
    status,
    pdfjs: opened?.pdfjs ?? null,
    doc,
    count,
    page,
    /** The page asked for, once PDF.js has it (the one before meanwhile). */
    pdfPage,
    /** Moves to a page within the document: the page moved to, or null when it is the one shown. */
    goTo: (target: number): number | null => {
      const next = clampPage(target, count);
      if (next === page) return null;
      setPage(next);
      return next;
    },
    /** Drawing a page failed: the document is shown as failed, with its retry. */
    fail: () => setFailed(true),
  };
}
