import { TermsPage, TERMS_LAST_UPDATED } from '@decola/ui';
import { template } from '../common/template';

/** Route terms: public, opened in a new tab from every terms checkbox. */
export function Component() {
  return <TermsPage template={template} lastUpdated={TERMS_LAST_UPDATED} homeHref="/home" />;
}
