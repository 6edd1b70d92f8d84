import type { ReactNode } from 'react';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import { Spinner } from '../../primitives/Spinner';
import { DashboardSection } from './DashboardSection';

type SectionLoadStateProps = {
  title: string;
  slot: string;
  state: AsyncState;
  /** What stands in for the data while it loads. */
  skeletons: ReactNode;
  /**
   * A carousel section says what it loads beside its heading, where the carousel's arrows (two
   * 40 px buttons) will be, so the heading wraps and stands as it will; screen readers hear it.
   */
  carouselLoadingLabel?: string;
  /** The section's own sentence when the load failed. */
  errorText: string;
  className?: string;
};

/**
 * A dashboard section with nothing to show: its skeletons while loading, its error with a retry
 * when that failed, and nothing once loaded ("sections appear when data exists").
 */
export function SectionLoadState({
  title,
  slot,
  state,
  skeletons,
  carouselLoadingLabel,
  errorText,
  className,
}: SectionLoadStateProps) {
  const status = shownStatus(state);
  if (status === 'ready') return null;
  return (
    <DashboardSection
      title={title}
      status={status}
      slot={slot}
      aside={
        status === 'loading' &&
        carouselLoadingLabel && (
          <p role="status" className="flex h-10 w-22 shrink-0 items-center justify-end">
            <Spinner size="md" decorative className="text-primary-ink" />
            <span className="sr-only">{carouselLoadingLabel}</span>
          </p>
        )
      }
      className={className}
    >
      <LoadState state={state} text={{ error: errorText }} loading={skeletons} />
    </DashboardSection>
  );
}
