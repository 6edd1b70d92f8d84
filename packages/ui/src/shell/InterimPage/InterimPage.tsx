import { ERROR_MESSAGES, routeHref } from '@decola/domain';
import { useId } from 'react';
import { ArrowLeftIcon, HourglassIcon } from '../../icons';
import type { LoadStatus } from '../../lib/status';
import { Button, buttonVariants } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { PageFrame } from '../shared/PageFrame';

export const INTERIM_PAGE_TEXT = {
  /** Heading when the route has no entity of its own to name it (a list such as favourites). */
  fallbackTitle: 'Em breve',
  comingSoon: 'Esta tela está sendo preparada e estará disponível em breve na plataforma.',
  loading: 'Carregando…',
  // spec 1 §8: the catalogue's text for a load that failed.
  error: ERROR_MESSAGES.faqLoad,
  retry: 'Tentar novamente',
  back: 'Voltar',
} as const;

export type InterimPageProps = {
  /** The title of the route's entity (a course, an event, a product…), loaded by the app. */
  title?: string | null;
  /** The entity's title. */
  status: LoadStatus;
  /** The app's message for the failed load, shown under the catalogue's own sentence. */
  errorMessage?: string | null;
  /** Loads the entity again ('Tentar novamente'). */
  onRetry?: () => void;
  /** True while that new load runs. */
  retrying?: boolean;
  /** Where 'Voltar' leads (a full `/student/...` path); the dashboard by default. */
  backHref?: string;
  /** Inside the signed-in shell (the default), which owns the page's <main>, header and footer. */
  inShell?: boolean;
};

/** Issue 7 §9: a spec 2 route whose screen is not built yet shows this, never a not-found page. */
export function InterimPage({
  title,
  status,
  errorMessage,
  onRetry,
  retrying = false,
  backHref = routeHref({ name: 'dashboard' }),
  inShell = true,
}: InterimPageProps) {
  const errorTextId = useId();
  const detail = errorMessage && errorMessage !== INTERIM_PAGE_TEXT.error ? errorMessage : null;
  return (
    <PageFrame inShell={inShell}>
      <div
        data-slot="interim-page"
        data-state={status}
        aria-busy={status === 'loading' || undefined}
        className="flex w-full max-w-xl flex-col items-center gap-5 rounded-card bg-surface px-6 py-10 text-center shadow-sm sm:px-10"
      >
        {status === 'loading' && (
          <>
            <p role="status" className="sr-only">
              {INTERIM_PAGE_TEXT.loading}
            </p>
            <div aria-hidden="true" className="flex w-full flex-col items-center gap-4">
              <div className="size-16 animate-pulse rounded-full bg-line" />
              <div className="h-8 w-3/4 animate-pulse rounded-control bg-line" />
              <div className="h-4 w-full animate-pulse rounded-control bg-line" />
              <div className="h-4 w-2/3 animate-pulse rounded-control bg-line" />
            </div>
          </>
        )}

        {status === 'ready' && (
          <>
            <HourglassBadge />
            <h1 className="text-2xl font-bold break-words text-ink">
              {title?.trim() || INTERIM_PAGE_TEXT.fallbackTitle}
            </h1>
            <p className="text-base leading-relaxed text-ink-muted">
              {INTERIM_PAGE_TEXT.comingSoon}
            </p>
          </>
        )}

        {status === 'error' && (
          <div role="alert" id={errorTextId} className="flex flex-col items-center gap-3">
            <h1 className="text-xl font-bold text-ink">{INTERIM_PAGE_TEXT.error}</h1>
            {detail && <p className="text-base text-ink-muted">{detail}</p>}
          </div>
        )}

        <div className="flex flex-wrap items-center justify-center gap-3">
          {status === 'error' && onRetry && (
            <Button aria-describedby={errorTextId} loading={retrying} onClick={onRetry}>
              {INTERIM_PAGE_TEXT.retry}
            </Button>
          )}
          <Link href={backHref} className={buttonVariants({ variant: 'secondary', size: 'md' })}>
            <ArrowLeftIcon size="sm" />
            {INTERIM_PAGE_TEXT.back}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}

function HourglassBadge() {
  return (
    <div
      aria-hidden="true"
      className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-ink"
    >
      <HourglassIcon size="2xl" />
    </div>
  );
}
