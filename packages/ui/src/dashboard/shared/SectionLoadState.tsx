import type { ReactNode } from 'react';
import type { LoadStatus } from '../../lib/status';
import { DashboardSection } from './DashboardSection';
import { SectionError } from '../../primitives/SectionError';

type SectionLoadStateProps = {
  title: string;
  slot: string;
  status: LoadStatus;
  /** What stands in for the data while it loads. */
  skeletons: ReactNode;
  /** The section's own sentence when the load failed. */
  errorText: string;
  /** The app's message, under that sentence. */
  errorMessage?: string | null;
  onRetry?: () => void;
  className?: string;
};

/**
 * A dashboard section with nothing to show: its skeletons while loading, its error with a retry
 * when that failed, and nothing once loaded ("sections appear when data exists", spec 1 §2).
 */
export function SectionLoadState({
  title,
  slot,
  status,
  skeletons,
  errorText,
  errorMessage,
  onRetry,
  className,
}: SectionLoadStateProps) {
  if (status === 'ready') return null;
  return (
    <DashboardSection title={title} status={status} slot={slot} className={className}>
      {status === 'loading' ? (
        skeletons
      ) : (
        <SectionError text={errorText} message={errorMessage} onRetry={onRetry} />
      )}
    </DashboardSection>
  );
}
