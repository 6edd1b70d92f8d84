import { useId, type ReactNode, type Ref } from 'react';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';

export type SearchGroupProps = {
  title: string;
  /** The group's load: the app's message of a failure shows under the group's own sentence. */
  state: AsyncState;
  /** Nothing matched in this group (and it loaded). */
  empty: boolean;
  texts: { loading: string; error: string; empty: string };
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
  state,
  empty,
  texts,
  slot,
  footer,
  ref,
  children,
}: SearchGroupProps) {
  const titleId = useId();
  const status = shownStatus(state);
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
      <LoadState state={state} text={texts}>
        {empty ? <p className="text-ink-muted">{texts.empty}</p> : children}
      </LoadState>
      {footer}
    </section>
  );
}
