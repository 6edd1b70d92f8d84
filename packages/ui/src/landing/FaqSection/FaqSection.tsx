import { type FaqItem, ERROR_MESSAGES } from '@decola/domain';
import { lazy, Suspense, useEffect } from 'react';
import { cn } from '../../lib/cn';
import { loadChunk } from '../../lib/loadChunk';
import { READY, shownStatus, type AsyncState } from '../../lib/asyncState';
import { TONE_CLASSES } from '../../lib/tone';
import { useNearViewport } from '../../lib/useNearViewport';
import { Button } from '../../primitives/Button';
import { preloadSanitizer } from '../../primitives/RichText';
import { LandingSection } from '../shared/LandingSection';
import { FaqListPlaceholder } from './FaqListPlaceholder';
import { FAQ_TITLE } from './faqText';

export { FAQ_SEARCH_LABEL, FAQ_TITLE } from './faqText';

export type FaqSectionProps = {
  /** The questions and answers (spec 1 §7 GET /api/list/faq). */
  items: readonly FaqItem[];
  /** Their load; a failure says 'Ocorreu um erro ao carregar as informações.', with its retry. */
  state?: AsyncState;
  /** The search text to start with. */
  defaultSearch?: string;
  /** The section's anchor for in-page links. */
  id?: string;
  className?: string;
};

const loadFaqList = () => loadChunk(() => import('./FaqList'));
const FaqList = lazy(() => loadFaqList().then((module) => ({ default: module.FaqList })));

/** Far below the first view, so search and accordion load when near. */
export function FaqSection({
  items,
  state = READY,
  defaultSearch = '',
  id,
  className,
}: FaqSectionProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const status = shownStatus(state);
  useEffect(() => {
    if (!near) return;
    void loadFaqList();
    void preloadSanitizer();
  }, [near]);

  const placeholder =
    status === 'ready' ? (
      <FaqListPlaceholder
        questions={items.map((item) => item.question)}
        pending={near ? 'code' : 'view'}
      />
    ) : (
      <FaqListPlaceholder />
    );
  return (
    <LandingSection
      title={FAQ_TITLE}
      eyebrow="Dúvidas"
      intro="Encontre respostas rápidas sobre acesso, cursos e certificados."
      background="muted"
      id={id}
      className={className}
    >
      <div ref={ref}>
        {status === 'loading' && placeholder}
        {/* Its own alert rather than LoadState's: the landing's start-up carries this section, and
            LoadState with SectionError would take it over its budget (pnpm size). */}
        {status === 'error' && (
          <div
            role="alert"
            className={cn(
              'flex flex-wrap items-center gap-4 rounded-card border p-4 text-ink',
              TONE_CLASSES.danger.border,
              TONE_CLASSES.danger.surface,
            )}
          >
            <p>{ERROR_MESSAGES.faqLoad}</p>
            {state.onRetry && (
              <Button variant="secondary" size="sm" onClick={state.onRetry}>
                Tentar novamente
              </Button>
            )}
          </div>
        )}
        {status === 'ready' &&
          (near ? (
            <Suspense fallback={placeholder}>
              <FaqList items={items} defaultSearch={defaultSearch} />
            </Suspense>
          ) : (
            placeholder
          ))}
      </div>
    </LandingSection>
  );
}
