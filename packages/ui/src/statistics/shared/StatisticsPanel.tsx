import { ERROR_MESSAGES } from '@decola/domain';
import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focusRing';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';

export type StatisticsPanelProps = {
  title: string;
  state: AsyncState;
  /** The panel's own sentence when its data failed. */
  errorText: string;
  /** Beside the heading (the chart's table switch); its row keeps a button's height while loading. */
  actions?: ReactNode;
  /**
   * Drawn (unseen) under the spinner while loading: what the panel will hold, at its final size,
   * so nothing below the panel moves when the data arrives.
   */
  placeholder?: ReactNode;
  /** Loaded with nothing to show: the empty text stands in the panel instead of `children`. */
  isEmpty?: boolean;
  emptyText?: string;
  children: ReactNode;
  className?: string;
  /** Reached by the page's `chart` option: focusable from script, outlined while focused. */
  focusable?: boolean;
  ref?: Ref<HTMLElement>;
};

/** One panel of the statistics page: its h2, then its loading, its failure or what it loaded. */
export function StatisticsPanel({
  title,
  state,
  errorText,
  actions,
  placeholder,
  isEmpty,
  emptyText,
  children,
  className,
  focusable,
  ref,
}: StatisticsPanelProps) {
  const headingId = useId();
  const status = shownStatus(state);
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      data-slot="statistics-panel"
      data-state={status}
      tabIndex={focusable ? -1 : undefined}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:p-6',
        'scroll-mt-24',
        focusRing,
        className,
      )}
    >
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-2',
          status === 'loading' && actions !== undefined && 'min-h-8',
        )}
      >
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {status === 'ready' && actions}
      </div>
      <LoadState
        state={{ ...state, errorMessage: state.errorMessage ?? ERROR_MESSAGES.unexpected }}
        look="block"
        text={{ error: errorText }}
        placeholder={placeholder}
        isEmpty={isEmpty}
        emptyText={emptyText}
        emptyIn="panel"
      >
        {children}
      </LoadState>
    </section>
  );
}
