export { RETRY_LABEL, SectionError, type SectionErrorProps } from './SectionError';
