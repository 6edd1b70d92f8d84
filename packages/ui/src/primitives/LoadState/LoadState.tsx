import { EMPTY_MESSAGES, ERROR_MESSAGES } from '@decola/domain';
import type { ReactNode } from 'react';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { RETRY_LABEL, SectionError } from '../SectionError';
import { Spinner } from '../Spinner';

const LOADING_LABEL = 'Carregando…';
/** The compact look's room: a menu's or a picker's list, centred. */
const COMPACT = 'px-4 py-8 text-center';

export type LoadStateProps = {
  state: AsyncState;
  /**
   * `line`: the loading sentence beside a small spinner, as a tab or course panel shows it under
   * its name; `page`: the same at body size, as a page says it under the header. `block`: a large
   * spinner in the middle of the space the content will take, as a list or a chart does.
   * `compact`: inside a menu or a picker, everything centred and small — a spinner, or the failure's
   * message over its retry without a section's frame, or the empty text.
   */
  look?: 'line' | 'page' | 'block' | 'compact';
  /**
   * The loading sentence (`line` shows it, `block` reads it to screen readers), and the sentence
   * of a failure, with the app's message under it; without one the app's message is the sentence.
   */
  text?: { loading?: string; error?: string };
  /** What stands in for the content while it loads (a skeleton), instead of the spinner. */
  loading?: ReactNode;
  /** `block` only: what the content will be, drawn unseen under the spinner, at its final size. */
  placeholder?: ReactNode;
  /** Loaded, with nothing to show: the empty text stands instead of `children`. */
  isEmpty?: boolean;
  /** 'Não há nada por aqui.' unless the content has its own. */
  emptyText?: string;
  /**
   * Where the empty text stands: on the `page`, framed as a card of its own; in a `panel`, whose
   * card already frames it, as a plain centred line.
   */
  emptyIn?: 'page' | 'panel';
  children?: ReactNode;
};

/**
 * The loading sentence beside a small spinner, heard by screen readers: small under a panel's
 * name, at body size as a page's. LoadState draws it; a skeleton of several parts starts with it.
 */
export function LoadingLine({ text, size = 'sm' }: { text?: string; size?: 'sm' | 'body' }) {
  return (
    <p
      role="status"
      className={cn('flex items-center gap-2 text-ink-muted', size === 'sm' && 'text-sm')}
    >
      <Spinner size="sm" decorative />
      {text}
    </p>
  );
}

/** What anything that loads shows: its loading, its failure with 'Tentar novamente', its empty text, or itself. */
export function LoadState({
  state,
  look = 'line',
  text,
  loading,
  placeholder,
  isEmpty = false,
  emptyText = EMPTY_MESSAGES.table,
  emptyIn = 'page',
  children,
}: LoadStateProps) {
  const status = shownStatus(state);
  if (status === 'loading') {
    if (loading !== undefined) return loading;
    if (look === 'compact') {
      return (
        <div className="flex justify-center px-4 py-8">
          <Spinner label={text?.loading ?? LOADING_LABEL} />
        </div>
      );
    }
    if (look !== 'block') {
      return <LoadingLine text={text?.loading} size={look === 'page' ? 'body' : 'sm'} />;
    }
    const spinner = <Spinner size="lg" label={text?.loading ?? LOADING_LABEL} />;
    return placeholder ? (
      <div className="relative">
        <div aria-hidden="true" inert className="invisible">
          {placeholder}
        </div>
        <div className="absolute inset-0 flex items-center justify-center">{spinner}</div>
      </div>
    ) : (
      <div className="flex justify-center py-8">{spinner}</div>
    );
  }
  if (status === 'error' && look === 'compact') {
    return (
      <div role="alert" className={cn('flex flex-col items-center gap-3', COMPACT)}>
        <p className="text-sm text-ink">{state.errorMessage || ERROR_MESSAGES.unexpected}</p>
        {state.onRetry && (
          <Button variant="secondary" size="sm" onClick={state.onRetry}>
            {RETRY_LABEL}
          </Button>
        )}
      </div>
    );
  }
  if (status === 'error') {
    return text?.error ? (
      <SectionError text={text.error} message={state.errorMessage} onRetry={state.onRetry} />
    ) : (
      <SectionError
        text={state.errorMessage || ERROR_MESSAGES.unexpected}
        onRetry={state.onRetry}
      />
    );
  }
  if (isEmpty) {
    return (
      <p
        role="status"
        data-slot="load-state-empty"
        className={cn(
          'py-8 text-center text-ink-muted',
          look === 'compact' && cn(COMPACT, 'text-sm'),
          look !== 'compact' &&
            emptyIn === 'page' &&
            'rounded-card border border-line bg-surface px-4',
        )}
      >
        {emptyText}
      </p>
    );
  }
  return children;
}
