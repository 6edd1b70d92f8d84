import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { loadChunk } from '../../lib/loadChunk';

/**
 * PDF.js loads with the first PDF opened, in a chunk of its own; its worker is a file of its own
 * too, fetched only when PDF.js starts it (apps/student/scripts/size.mjs budgets both).
 */
export const loadPdfJs = () =>
  loadChunk(async () => {
    const pdfjs = await import('pdfjs-dist');
    pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
    return pdfjs;
  });

export type PdfJs = Awaited<ReturnType<typeof loadPdfJs>>;
