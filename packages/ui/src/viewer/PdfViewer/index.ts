export { PdfViewer, type PdfViewerProps } from './PdfViewer';
export { PDF_ZOOM_STEPS } from './zoomSteps';
