import { PROGRESS } from '../constants/limits';
import type { ValidationProblem } from '../shared/validation';
import { validatePlaybackSpeed } from './playback';

/** Seconds of wall time played at each playback rate since the last successful progress save. */
export type PlayedSeconds = Readonly<Record<string, number>>;

export const NOTHING_PLAYED: PlayedSeconds = {};

const MS = 1000;
const toMs = (seconds: number): number => Math.round(seconds * MS) / MS;

/** Adds what was played at a rate; a failed save keeps it here for the next tick. */
export function addPlayed(played: PlayedSeconds, seconds: number, rate: number): PlayedSeconds {
  if (!Number.isFinite(seconds) || seconds <= 0 || !Number.isFinite(rate)) return played;
  const key = String(rate);
  return { ...played, [key]: toMs((played[key] ?? 0) + seconds) };
}

/** Seconds of the content itself: 15 s at 2× are 30 s of it. */
export const contentSecondsOf = (played: PlayedSeconds): number =>
  toMs(Object.entries(played).reduce((sum, [rate, seconds]) => sum + Number(rate) * seconds, 0));

export type ProgressSave =
  | { kind: 'nothing' }
  | { kind: 'invalid'; problems: ValidationProblem[] }
  /** `sent` is what `afterSaved` takes off once the server has it. */
  | { kind: 'save'; body: { speedRate: number; seconds: number }; sent: PlayedSeconds };

/**
 * The current rate is checked before saving. One call carries every rate played since
 * the last save: its seconds are the content seconds at the current rate, which the server
 * multiplies back by that rate.
 */
export function progressSaveOf(played: PlayedSeconds, rate: number): ProgressSave {
  const problems = validatePlaybackSpeed(rate);
  if (problems.length > 0) return { kind: 'invalid', problems };
  const contentSeconds = contentSecondsOf(played);
  if (contentSeconds <= 0) return { kind: 'nothing' };
  return {
    kind: 'save',
    body: { speedRate: rate, seconds: toMs(contentSeconds / rate) },
    sent: played,
  };
}

/** What was played while the save was on its way stays for the next one. */
export function afterSaved(played: PlayedSeconds, sent: PlayedSeconds): PlayedSeconds {
  const left: Record<string, number> = {};
  for (const [rate, seconds] of Object.entries(played)) {
    const rest = toMs(seconds - (sent[rate] ?? 0));
    if (rest > 0) left[rate] = rest;
  }
  return left;
}

/** REACH_MIN (99) counts as the minimum reached. */
export const isProgressReached = (progress: number | null | undefined): boolean =>
  (progress ?? PROGRESS.NOT_STARTED) >= PROGRESS.REACH_MIN;

/** The last content of the list finished: the course can be finished too. */
export const areAllFinished = (
  contents: readonly { status?: { progress?: number | null } | null }[],
): boolean =>
  contents.length > 0 &&
  contents.every((content) => (content.status?.progress ?? 0) >= PROGRESS.FINISHED);
