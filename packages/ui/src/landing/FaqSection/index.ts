export { FaqSection, FAQ_TITLE, FAQ_SEARCH_LABEL, type FaqSectionProps } from './FaqSection';
