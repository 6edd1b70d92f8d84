/** Where anything that loads is: still loading, failed, or ready to show what it loaded. */
export type LoadStatus = 'loading' | 'error' | 'ready';

/**
 * What a component that loads takes, whole, as one prop: TanStack Query's status with the app's
 * message and retry beside it. The data itself comes in the component's own props.
 */
export type AsyncState = {
  status: LoadStatus;
  /** The app's message for a failed load (never an Error's own text). */
  errorMessage?: string | null;
  onRetry?: () => void;
  /** A retry is under way: the loading state shows again instead of the old failure. */
  retrying?: boolean;
};

export const READY: AsyncState = { status: 'ready' };

/** The status to draw: a failure being retried is loading again. */
export const shownStatus = ({ status, retrying }: AsyncState): LoadStatus =>
  status === 'error' && retrying ? 'loading' : status;
