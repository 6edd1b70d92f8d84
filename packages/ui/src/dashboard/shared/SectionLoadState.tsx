import type { ReactNode } from 'react';
import type { LoadStatus } from '../../lib/asyncState';
import { Spinner } from '../../primitives/Spinner';
import { DashboardSection } from './DashboardSection';
import { SectionError } from '../../primitives/SectionError';

type SectionLoadStateProps = {
  title: string;
  slot: string;
  status: LoadStatus;
  /** What stands in for the data while it loads. */
  skeletons: ReactNode;
  /**
   * A carousel section says what it loads beside its heading, where the carousel's arrows (two
   * 40 px buttons) will be, so the heading wraps and stands as it will; screen readers hear it.
   */
  carouselLoadingLabel?: string;
  /** The section's own sentence when the load failed. */
  errorText: string;
  /** The app's message, under that sentence. */
  errorMessage?: string | null;
  onRetry?: () => void;
  className?: string;
};

/**
 * A dashboard section with nothing to show: its skeletons while loading, its error with a retry
 * when that failed, and nothing once loaded ("sections appear when data exists").
 */
export function SectionLoadState({
  title,
  slot,
  status,
  skeletons,
  carouselLoadingLabel,
  errorText,
  errorMessage,
  onRetry,
  className,
}: SectionLoadStateProps) {
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
      {status === 'loading' ? (
        skeletons
      ) : (
        <SectionError text={errorText} message={errorMessage} onRetry={onRetry} />
      )}
    </DashboardSection>
  );
}
