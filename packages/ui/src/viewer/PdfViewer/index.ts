export { PdfViewer, PDF_ZOOM_STEPS, type PdfViewerProps } from './PdfViewer';
