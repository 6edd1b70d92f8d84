export { TermsPage, type TermsPageProps } from './TermsPage';
export { TERMS_LAST_UPDATED } from './termsContent';
