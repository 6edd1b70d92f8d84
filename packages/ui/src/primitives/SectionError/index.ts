export { SectionError, type SectionErrorProps } from './SectionError';
