import { routeHref } from '@decola/domain';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from '../../../icons';
import type { LoadStatus } from '../../../lib/asyncState';
import { Link } from '../../../primitives/Link';
import { SectionError } from '../../../primitives/SectionError';
import { Spinner } from '../../../primitives/Spinner';
import { NotFoundPage } from '../../../primitives/NotFoundPage';

// Not in the spec: the questionnaire route's own words (docs/decisions.md).
export const QUESTIONNAIRE_SCREEN_TEXT = {
  loading: 'Carregando questionário…',
  error: 'Não foi possível carregar o questionário.',
  back: 'Voltar ao conteúdo',
} as const;

export type QuestionnaireScreenProps = {
  /** The questionnaire's first answer (its page): the screen waits for it. */
  status: LoadStatus;
  /** No such questionnaire or page for this learner: the not-found page, inside the shell. */
  notFound?: boolean;
  errorMessage?: string | null;
  onRetry?: () => void;
  /** The content the questionnaire belongs to, when known. */
  contentHref?: string | null;
  /** The question page, or the result once it is finished. */
  children?: ReactNode;
};

/** The questionnaire routes (of a course, of an event class, or by its own id). */
export function QuestionnaireScreen({
  status,
  notFound = false,
  errorMessage,
  onRetry,
  contentHref,
  children,
}: QuestionnaireScreenProps) {
  if (notFound) return <NotFoundPage inShell homeHref={routeHref({ name: 'dashboard' })} />;
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
      {status === 'error' ? (
        <SectionError
          text={QUESTIONNAIRE_SCREEN_TEXT.error}
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner size="sm" decorative />
          {QUESTIONNAIRE_SCREEN_TEXT.loading}
        </p>
      ) : (
        children
      )}
    </div>
  );
}
