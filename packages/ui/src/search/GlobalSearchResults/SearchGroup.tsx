import { useId, type ReactNode, type Ref } from 'react';
import type { LoadStatus } from '../../lib/asyncState';
import { Spinner } from '../../primitives/Spinner';
import { SectionError } from '../../primitives/SectionError';

export type SearchGroupProps = {
  title: string;
  status: LoadStatus;
  /** Nothing matched in this group (and it loaded). */
  empty: boolean;
  texts: { loading: string; error: string; empty: string };
  /** The app's message for a failed load, under the group's own sentence. */
  errorMessage?: string | null;
  onRetry?: () => void;
  slot: string;
  /** Shown under the results whatever the state (the courses' pagination). */
  footer?: ReactNode;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
};

/**
 * One group of the search results, named by its h2: its results, or while it loads a status, or
 * its own error with 'Tentar novamente', or its own empty text. Each group fails alone.
 */
export function SearchGroup({
  title,
  status,
  empty,
  texts,
  errorMessage,
  onRetry,
  slot,
  footer,
  ref,
  children,
}: SearchGroupProps) {
  const titleId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      data-slot={slot}
      data-state={status === 'ready' && empty ? 'empty' : status}
      className="flex scroll-mt-4 flex-col gap-4"
    >
      <h2 id={titleId} className="text-xl font-bold text-ink sm:text-2xl">
        {title}
      </h2>
      {status === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner size="sm" decorative />
          {texts.loading}
        </p>
      )}
      {status === 'error' && (
        <SectionError text={texts.error} message={errorMessage} onRetry={onRetry} />
      )}
      {status === 'ready' && (empty ? <p className="text-ink-muted">{texts.empty}</p> : children)}
      {footer}
    </section>
  );
}
