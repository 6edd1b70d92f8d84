/** What the questionnaire's timer shows: counting, its last 30 s, or over (issue 17 §3). */
export type TimerPhase = 'normal' | 'ending' | 'over';

/** The last stretch the timer warns about. */
export const TIMER_ENDING_SECONDS = 30;

export function timerPhase(secondsLeft: number): TimerPhase {
  if (secondsLeft <= 0) return 'over';
  return secondsLeft <= TIMER_ENDING_SECONDS ? 'ending' : 'normal';
}

/** Issue 17 §3: screen readers hear the time at each whole minute, then at 30, 10 and 0 s. */
export function isTimerAnnouncement(secondsLeft: number): boolean {
  if (!Number.isInteger(secondsLeft) || secondsLeft < 0) return false;
  return secondsLeft % 60 === 0 || secondsLeft === 30 || secondsLeft === 10;
}

/**
 * The time to announce when the timer moves from `previous` to `current` seconds left, or null. A
 * tick may skip seconds (a tab in the background): a moment passed over is still announced, once,
 * with the time left now. The first reading (`previous` null) announces nothing.
 */
export function timerAnnouncement(previous: number | null, current: number): number | null {
  if (previous === null || current >= previous) return null;
  for (let moment = Math.max(0, current); moment < previous; moment += 1) {
    if (isTimerAnnouncement(moment)) return Math.max(0, current);
  }
  return null;
}
