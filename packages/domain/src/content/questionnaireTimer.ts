/** What the questionnaire's timer shows: counting, its last 30 s, or over. */
export type TimerPhase = 'normal' | 'ending' | 'over';

/** The last stretch the timer warns about. */
export const TIMER_ENDING_SECONDS = 30;

export function timerPhase(secondsLeft: number): TimerPhase {
  if (secondsLeft <= 0) return 'over';
  return secondsLeft <= TIMER_ENDING_SECONDS ? 'ending' : 'normal';
}

/**
 * Screen readers hear the time at each whole minute, then at 30, 10 and 0 s — never
 * every second. This is the moment at or above the time left: a timer announces when it changes,
 * so a tick that skips seconds (a tab in the background) still announces a moment it passed, once.
 */
export function announcementMoment(secondsLeft: number): number {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  if (seconds === 0) return 0;
  if (seconds <= 10) return 10;
  if (seconds <= TIMER_ENDING_SECONDS) return TIMER_ENDING_SECONDS;
  return Math.ceil(seconds / 60) * 60;
}
