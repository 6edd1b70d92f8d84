export { TermsPage, type TermsPageProps } from './TermsPage';
