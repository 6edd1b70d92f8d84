import { LIMITS, PROGRESS } from '../constants/limits';
import { validatePlaybackSpeed } from '../content/playback';
import type { ValidationProblem } from '../shared/validation';

/** The content fields the progress rule reads. */
export interface ProgressContent {
  minDuration?: number | null;
  status?: { progress?: number | null; finishedAt?: string | null } | null;
}

export type ProgressPlan =
  /** Already finished: nothing to save. */
  | { kind: 'none' }
  /** Neither minimum duration nor finish date: finish at once. */
  | { kind: 'finishNow'; progress: typeof PROGRESS.FINISHED }
  /** Save with the playback rate every interval until the minimum, then finish. */
  | { kind: 'track'; saveIntervalMs: number; minimumSeconds: number };

export function progressPlan(content: ProgressContent): ProgressPlan {
  const status = content.status;
  if (status?.finishedAt || (status?.progress ?? 0) >= PROGRESS.FINISHED) return { kind: 'none' };
  const minimumSeconds = content.minDuration ?? 0;
  if (minimumSeconds <= 0) return { kind: 'finishNow', progress: PROGRESS.FINISHED };
  return { kind: 'track', saveIntervalMs: LIMITS.progressSaveIntervalMs, minimumSeconds };
}

export type ProgressTick =
  | { action: 'save'; watchedSeconds: number; playbackRate: number }
  | {
      action: 'finish';
      watchedSeconds: number;
      playbackRate: number;
      progress: typeof PROGRESS.FINISHED;
    }
  | { action: 'invalid'; watchedSeconds: number; problems: ValidationProblem[] };

/** In content time (15 s at 2× is 30 s watched), so each save carries the rate. */
export function progressTick(
  plan: { saveIntervalMs: number; minimumSeconds: number },
  watchedSeconds: number,
  playbackRate: number,
): ProgressTick {
  const problems = validatePlaybackSpeed(playbackRate);
  if (problems.length > 0) return { action: 'invalid', watchedSeconds, problems };
  const watched = watchedSeconds + (plan.saveIntervalMs / 1000) * playbackRate;
  return watched >= plan.minimumSeconds
    ? { action: 'finish', watchedSeconds: watched, playbackRate, progress: PROGRESS.FINISHED }
    : { action: 'save', watchedSeconds: watched, playbackRate };
}
