/** One saved SCORM runtime value: a cmi element and its value, as the contract's ScormCheckpoint. */
export type ScormCheckpoint = { key: string; value: string };

/** spec 2 §4: 'passed' or 'completed' finishes the content. */
export const isScormComplete = (status: unknown) => status === 'completed' || status === 'passed';

// Values of a past session, which the SCORM 1.2 data model gives the next one differently.
const SESSION_ONLY = new Set(['cmi.core.session_time', 'cmi.core.exit', 'cmi.core.entry']);

/**
 * What the runtime starts from: the saved values, minus the last session's own ones, with
 * `cmi.core.entry` 'resume' after a suspended session and 'ab-initio' on the first (SCORM 1.2 RTE).
 */
export function restorableCmi(checkpoints: readonly ScormCheckpoint[]): Record<string, string> {
  const saved = Object.fromEntries(checkpoints.map(({ key, value }) => [key, value]));
  const restored = Object.fromEntries(
    Object.entries(saved).filter(([key]) => key.startsWith('cmi.') && !SESSION_ONLY.has(key)),
  );
  const firstSession = checkpoints.length === 0;
  return {
    'cmi.core.lesson_status': 'not attempted',
    ...restored,
    'cmi.core.entry': firstSession
      ? 'ab-initio'
      : saved['cmi.core.exit'] === 'suspend'
        ? 'resume'
        : '',
  };
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
