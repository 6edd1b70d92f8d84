import { ERROR_MESSAGES, routeHref } from '@decola/domain';
import { useId } from 'react';
import { ExclamationTriangleIcon } from '../../icons';
import { cn } from '../../lib/cn';
import { TONE_CLASSES } from '../../lib/tone';
import { Button, buttonVariants } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { Spinner } from '../../primitives/Spinner';
import { PageFrame } from '../../primitives/PageFrame';

export const ERROR_PAGE_TEXT = {
  title: ERROR_MESSAGES.unexpected,
  description:
    'Não foi possível exibir esta página. Tente novamente ou volte para o início da plataforma.',
  retry: 'Tentar novamente',
  home: 'Voltar para o início',
  reloading: 'Carregando…',
} as const;

export type ErrorPageProps = {
  /** Shows the screen again: the app reloads what broke it (the page itself for a missing chunk). */
  onRetry: () => void;
  /** True while that retry runs. */
  retrying?: boolean;
  /** The app reloads the page by itself (a missing chunk, once): no error is shown meanwhile. */
  reloading?: boolean;
  /** Where 'Voltar para o início' leads (a full `/student/...` path); the dashboard by default. */
  homeHref?: string;
  /** Inside the signed-in shell, which owns the page's <main>, header and footer. */
  inShell?: boolean;
};

/**
 * What a screen that failed to render shows instead of the router's stack trace: the catalogue's
 * 'Ocorreu um erro inesperado.', never the error's own text, and a way back in.
 */
export function ErrorPage({
  onRetry,
  retrying = false,
  reloading = false,
  homeHref = routeHref({ name: 'dashboard' }),
  inShell = false,
}: ErrorPageProps) {
  const textId = useId();
  return (
    <PageFrame inShell={inShell}>
      <div
        data-slot="error-page"
        data-state={reloading ? 'reloading' : 'error'}
        className="flex w-full max-w-lg flex-col items-center gap-5 rounded-card bg-surface px-6 py-10 text-center shadow-sm sm:px-10"
      >
        {reloading ? (
          <p role="status" className="flex items-center gap-3 text-base font-semibold text-ink">
            <Spinner size="md" decorative className="text-primary-ink" />
            {ERROR_PAGE_TEXT.reloading}
          </p>
        ) : (
          <>
            <div
              aria-hidden="true"
              className={cn(
                'flex size-16 items-center justify-center rounded-full',
                TONE_CLASSES.danger.surface,
                TONE_CLASSES.danger.ink,
              )}
            >
              <ExclamationTriangleIcon size="2xl" />
            </div>
            <div role="alert" id={textId} className="flex flex-col gap-3">
              <h1 className="text-2xl font-bold text-ink">{ERROR_PAGE_TEXT.title}</h1>
              <p className="text-base leading-relaxed text-ink-muted">
                {ERROR_PAGE_TEXT.description}
              </p>
            </div>
            <div className="flex flex-wrap items-center justify-center gap-3">
              <Button size="lg" aria-describedby={textId} loading={retrying} onClick={onRetry}>
                {ERROR_PAGE_TEXT.retry}
              </Button>
              <Link
                href={homeHref}
                className={buttonVariants({ variant: 'secondary', size: 'lg' })}
              >
                {ERROR_PAGE_TEXT.home}
              </Link>
            </div>
          </>
        )}
      </div>
    </PageFrame>
  );
}
