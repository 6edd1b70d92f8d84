import { LIMITS, PROGRESS, validateCheckpoint, validatePlaybackSpeed } from '@decola/domain';
import type { ContentRecord } from '../../../db/learning';
import type { Schemas } from '../../../db/schemas';
import { now } from '../../../db/store';
import { invalid } from '../../../respond';
import { finishContent } from '../completion';
import { refusals } from '../refusals';
import { progressToWrite, touchEnrollment } from '../state';
import { lockedRefusal, type ContentOwner, type Refusal } from './owner';

type Status = Schemas['ContentStatus'];

/** SCORM runtime values that say the package was completed (SCORM 1.2 and 2004). */
const SCORM_COMPLETED: Record<string, string[]> = {
  'cmi.core.lesson_status': ['completed', 'passed'],
  'cmi.completion_status': ['completed'],
  'cmi.success_status': ['passed'],
};

/** Opening a content: records when viewing started; a course the learner opens is theirs. */
function startViewing(owner: ContentOwner, content: ContentRecord, userId: number) {
  if (owner.provider === 'course') touchEnrollment(userId, owner.course.id);
  const progress = progressToWrite(userId, content);
  progress.status.startedAt ??= now().toISOString();
  return progress;
}

const statusOf = (userId: number, content: ContentRecord): Status =>
  structuredClone(progressToWrite(userId, content).status);

export function initializeContent(
  owner: ContentOwner,
  content: ContentRecord,
  userId: number,
): Status | Refusal {
  const locked = lockedRefusal(owner, content);
  if (locked) return locked;
  startViewing(owner, content, userId);
  return statusOf(userId, content);
}

/** Checkpoint seconds not negative, else 'Checkpoint inválido.'. */
export function saveCheckpoint(
  owner: ContentOwner,
  content: ContentRecord,
  userId: number,
  seconds: unknown,
): Status | Refusal {
  const problems = validateCheckpoint(typeof seconds === 'number' ? seconds : Number.NaN);
  if (problems.length > 0) return invalid(problems);
  const locked = lockedRefusal(owner, content);
  if (locked) return locked;
  startViewing(owner, content, userId).status.checkpoint = Math.floor(seconds as number);
  return statusOf(userId, content);
}

/** A package reporting itself complete finishes the content. */
export function saveScormCheckpoints(
  owner: ContentOwner,
  content: ContentRecord,
  userId: number,
  checkpoints: unknown,
): Status | Refusal {
  const locked = lockedRefusal(owner, content);
  if (locked) return locked;
  const values = (Array.isArray(checkpoints) ? checkpoints : []).filter(
    (item): item is Schemas['ScormCheckpoint'] =>
      typeof item?.key === 'string' && typeof item?.value === 'string',
  );
  const progress = startViewing(owner, content, userId);
  for (const { key, value } of values) {
    const saved = progress.status.scormCheckpoints.find((checkpoint) => checkpoint.key === key);
    if (saved) saved.value = value;
    else progress.status.scormCheckpoints.push({ key, value });
  }
  const completed = values.some(({ key, value }) =>
    SCORM_COMPLETED[key]?.includes(value.toLowerCase()),
  );
  if (completed) finishContent(userId, content);
  else moveScormProgress(progress.status);
  return statusOf(userId, content);
}

/**
 * A package's `cmi.progress_measure` (0–1: its own for a SCORM 2004 SCO, the share of SCOs
 * completed for a package of several) is the content's progress until it finishes; it never goes
 * back, and stays below REACH_MIN (only completion finishes a package).
 */
function moveScormProgress(status: Status) {
  if (status.progress >= PROGRESS.FINISHED) return;
  const measure = Number(
    status.scormCheckpoints?.find(({ key }) => key === 'cmi.progress_measure')?.value,
  );
  if (!Number.isFinite(measure) || measure <= 0) return;
  const share = Math.min(PROGRESS.REACH_MIN - 1, Math.floor(Math.min(measure, 1) * 100));
  status.progress = Math.max(status.progress, share);
}

/** Below the minimum duration, progress is the share watched (never REACH_MIN). */
export function saveProgress(
  owner: ContentOwner,
  content: ContentRecord,
  userId: number,
  { speedRate, seconds }: { speedRate?: unknown; seconds?: unknown },
): Status | Refusal {
  const problems = validatePlaybackSpeed(typeof speedRate === 'number' ? speedRate : Number.NaN);
  if (problems.length > 0) return invalid(problems);
  const locked = lockedRefusal(owner, content);
  if (locked) return locked;
  const progress = startViewing(owner, content, userId);
  // An exercise is finished by passing its questionnaire, not by time spent on it.
  if (progress.status.progress >= PROGRESS.FINISHED || content.exerciseId !== null)
    return statusOf(userId, content);
  const interval =
    typeof seconds === 'number' && seconds >= 0 ? seconds : LIMITS.progressSaveIntervalMs / 1000;
  progress.watchedSeconds += interval * (speedRate as number);
  const minimum = content.minDuration ?? 0;
  if (progress.watchedSeconds >= minimum) {
    finishContent(userId, content);
  } else {
    progress.status.progress = Math.min(
      PROGRESS.REACH_MIN - 1,
      Math.floor((progress.watchedSeconds / minimum) * 100),
    );
  }
  return statusOf(userId, content);
}

/** A minimum duration must have been watched, an exercise passed; others finish on opening. */
export function finishCourseContent(
  owner: ContentOwner,
  content: ContentRecord,
  userId: number,
): Status | Refusal {
  const locked = lockedRefusal(owner, content);
  if (locked) return locked;
  const progress = startViewing(owner, content, userId);
  if (progress.status.progress < PROGRESS.FINISHED) {
    if (content.exerciseId !== null) return refusals.exerciseNotApproved();
    if (content.minDuration && progress.watchedSeconds < content.minDuration)
      return refusals.minDurationNotReached();
  }
  return structuredClone(finishContent(userId, content));
}

/** Finishing an event content simply succeeds (its progress becomes 100). */
export function finishEventContent(content: ContentRecord, userId: number) {
  finishContent(userId, content);
  return { success: true } as const;
}
