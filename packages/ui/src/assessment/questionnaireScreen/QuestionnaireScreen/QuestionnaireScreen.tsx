import { routeHref } from '@decola/domain';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from '../../../icons';
import { shownStatus, type AsyncState } from '../../../lib/asyncState';
import { Link } from '../../../primitives/Link';
import { LoadState } from '../../../primitives/LoadState';
import { NotFoundPage } from '../../../primitives/NotFoundPage';

// Not in the spec: the questionnaire route's own words (docs/decisions.md).
export const QUESTIONNAIRE_SCREEN_TEXT = {
  loading: 'Carregando questionário…',
  error: 'Não foi possível carregar o questionário.',
  back: 'Voltar ao conteúdo',
} as const;

export type QuestionnaireScreenProps = {
  /** The questionnaire's first answer (its page): the screen waits for it. */
  state: AsyncState;
  /** No such questionnaire or page for this learner: the not-found page, inside the shell. */
  notFound?: boolean;
  /** The content the questionnaire belongs to, when known. */
  contentHref?: string | null;
  /** The question page, or the result once it is finished. */
  children?: ReactNode;
};

/** The questionnaire routes (of a course, of an event class, or by its own id). */
export function QuestionnaireScreen({
  state,
  notFound = false,
  contentHref,
  children,
}: QuestionnaireScreenProps) {
  if (notFound) return <NotFoundPage inShell homeHref={routeHref({ name: 'dashboard' })} />;
  const status = shownStatus(state);
  return (
    <div
      data-slot="questionnaire-screen"
      data-state={status}
      aria-busy={status === 'loading' || undefined}
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-gutter py-section"
    >
      {contentHref && (
        <Link
          href={contentHref}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-primary-ink"
        >
          <ArrowLeftIcon size="sm" />
          {QUESTIONNAIRE_SCREEN_TEXT.back}
        </Link>
      )}
      <LoadState state={state} text={QUESTIONNAIRE_SCREEN_TEXT}>
        {children}
      </LoadState>
    </div>
  );
}
