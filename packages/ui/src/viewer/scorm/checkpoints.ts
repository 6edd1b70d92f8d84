import type { ScormVersion } from './manifest/schema';

/** One saved SCORM runtime value: a data model element and its value, as the contract's ScormCheckpoint. */
export type ScormCheckpoint = { key: string; value: string };

/** The elements each version names differently, and the runtime's own names for its calls. */
export const DATA_MODEL = {
  '1.2': {
    global: 'API',
    commitEvent: 'LMSCommit',
    finishEvent: 'LMSFinish',
    entry: 'cmi.core.entry',
    exit: 'cmi.core.exit',
    totalTime: 'cmi.core.total_time',
    sessionOnly: ['cmi.core.session_time', 'cmi.core.exit', 'cmi.core.entry'],
    firstSession: { 'cmi.core.lesson_status': 'not attempted' },
    // The 1.2 runtime starts with no credit; a learner of the portal always takes it for credit.
    lms: { 'cmi.core.credit': 'credit', 'cmi.core.lesson_mode': 'normal' },
  },
  '2004': {
    global: 'API_1484_11',
    commitEvent: 'Commit',
    finishEvent: 'Terminate',
    entry: 'cmi.entry',
    exit: 'cmi.exit',
    totalTime: 'cmi.total_time',
    sessionOnly: ['cmi.session_time', 'cmi.exit', 'cmi.entry'],
    firstSession: {},
    lms: { 'cmi.credit': 'credit', 'cmi.mode': 'normal' },
  },
} as const;

/**
 * What the runtime starts from: the saved values, minus the last session's own ones, with the
 * entry 'resume' after a suspended session, 'ab-initio' on the first and '' otherwise (SCORM 1.2
 * and 2004 RTE alike).
 */
export function restorableCmi(
  version: ScormVersion,
  checkpoints: readonly ScormCheckpoint[],
): Record<string, string> {
  const model = DATA_MODEL[version];
  const sessionOnly: readonly string[] = model.sessionOnly;
  const saved = Object.fromEntries(checkpoints.map(({ key, value }) => [key, value]));
  const restored = Object.fromEntries(
    Object.entries(saved).filter(([key]) => key.startsWith('cmi.') && !sessionOnly.includes(key)),
  );
  let entry = '';
  if (checkpoints.length === 0) entry = 'ab-initio';
  else if (saved[model.exit] === 'suspend') entry = 'resume';
  return { ...model.firstSession, ...restored, [model.entry]: entry };
}

/** The runtime's values as strings by element (empty collections left out). */
export function flatCmi(flattened: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(flattened).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The elements whose value differs from the last values sent. */
export const changedCmi = (
  now: Record<string, string>,
  sent: Record<string, string>,
): ScormCheckpoint[] =>
  Object.entries(now)
    .filter(([key, value]) => sent[key] !== value)
    .map(([key, value]) => ({ key, value }));

const numberOf = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? Number.NaN : Number(value);

/**
 * The statuses as the LMS holds them, which is what a SCO reads back: SCORM 1.2 turns a
 * 'completed' with a score into 'passed' or 'failed' against the manifest's mastery score; SCORM
 * 2004 judges completion by `progress_measure` against `completion_threshold` and success by
 * `score.scaled` against `scaled_passing_score` when the manifest gives them (RTE 4.2.4.1, 4.2.22).
 */
export function lmsEvaluated(
  version: ScormVersion,
  values: Record<string, string>,
): Record<string, string> {
  if (version === '1.2') {
    const mastery = numberOf(values['cmi.student_data.mastery_score']);
    const raw = numberOf(values['cmi.core.score.raw']);
    if (values['cmi.core.lesson_status'] !== 'completed' || Number.isNaN(mastery)) return values;
    if (Number.isNaN(raw) || values['cmi.core.credit'] === 'no-credit') return values;
    return { ...values, 'cmi.core.lesson_status': raw >= mastery ? 'passed' : 'failed' };
  }
  const evaluated = { ...values };
  const threshold = numberOf(values['cmi.completion_threshold']);
  if (!Number.isNaN(threshold)) {
    const measure = numberOf(values['cmi.progress_measure']);
    evaluated['cmi.completion_status'] = Number.isNaN(measure)
      ? 'unknown'
      : measure >= threshold
        ? 'completed'
        : 'incomplete';
  }
  const passing = numberOf(values['cmi.scaled_passing_score']);
  if (!Number.isNaN(passing)) {
    const scaled = numberOf(values['cmi.score.scaled']);
    evaluated['cmi.success_status'] = Number.isNaN(scaled)
      ? 'unknown'
      : scaled >= passing
        ? 'passed'
        : 'failed';
  }
  return evaluated;
}

/** 1.2: `lesson_status` 'completed' or 'passed'. */
export const isScormComplete = (status: unknown) => status === 'completed' || status === 'passed';

/**
 * A SCO reported itself complete: completed or passed, in either version's words. SCORM 2004 keeps
 * success apart from completion, so a completed SCO that failed is complete; in 1.2 'failed' is the
 * one status, in the place of 'completed'.
 */
export function isScoComplete(version: ScormVersion, values: Record<string, string>): boolean {
  const status = lmsEvaluated(version, values);
  if (version === '1.2') return isScormComplete(status['cmi.core.lesson_status']);
  return (
    status['cmi.completion_status'] === 'completed' || status['cmi.success_status'] === 'passed'
  );
}
