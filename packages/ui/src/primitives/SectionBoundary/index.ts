export { SectionBoundary, type SectionBoundaryProps } from './SectionBoundary';
