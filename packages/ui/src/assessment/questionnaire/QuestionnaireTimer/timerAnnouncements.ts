/**
 * Issue 17 §3: the moment a screen reader last heard about — each whole minute, then 30, 10 and 0
 * seconds. The moment at or above the time left, so a skipped tick (a throttled tab) still moves it.
 */
export function announcementMoment(remainingSeconds: number): number {
  const seconds = Math.max(0, Math.ceil(remainingSeconds));
  if (seconds === 0) return 0;
  if (seconds <= 10) return 10;
  if (seconds <= 30) return 30;
  return Math.ceil(seconds / 60) * 60;
}

/** The time-left phase the timer shows: the last 30 seconds stand out, and so does the end. */
export type TimerPhase = 'normal' | 'ending' | 'over';

export const timerPhase = (remainingSeconds: number): TimerPhase =>
  remainingSeconds <= 0 ? 'over' : remainingSeconds <= 30 ? 'ending' : 'normal';
