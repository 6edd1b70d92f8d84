import { isScoComplete, type ScormCheckpoint } from './checkpoints';
import type { ScormPackage, ScormSco } from './manifest/readManifest';

/**
 * A package of one SCO saves its data model as it is (`cmi.…`). A package of several keeps each
 * SCO's under `sco/<item identifier>/` (an identifier holds no '/'), and the package's own state
 * as SCORM 2004 reports an activity's: `cmi.completion_status` ('completed' once every SCO is)
 * and `cmi.progress_measure` (the share of SCOs completed) — what the backend finishes the
 * content by and moves its progress with.
 */
export const scoPrefix = (pkg: ScormPackage, sco: ScormSco) =>
  pkg.scos.length > 1 ? `sco/${sco.id}/` : '';

const PACKAGE_KEYS = { completion: 'cmi.completion_status', measure: 'cmi.progress_measure' };

/** One SCO's saved values, under their data model names. */
export function scoCheckpoints(
  checkpoints: readonly ScormCheckpoint[],
  prefix: string,
): ScormCheckpoint[] {
  if (!prefix) return checkpoints.filter(({ key }) => !key.startsWith('sco/'));
  return checkpoints
    .filter(({ key }) => key.startsWith(prefix))
    .map(({ key, value }) => ({ key: key.slice(prefix.length), value }));
}

export const withPrefix = (pairs: readonly ScormCheckpoint[], prefix: string) =>
  pairs.map(({ key, value }) => ({ key: `${prefix}${key}`, value }));

export type ScoState = 'notStarted' | 'started' | 'completed';

export const valuesOf = (pairs: readonly ScormCheckpoint[]) =>
  Object.fromEntries(pairs.map(({ key, value }) => [key, value]));

/** A SCO not opened yet has nothing saved; one opened once has at least its time. */
export function scoStateOf(pkg: ScormPackage, pairs: readonly ScormCheckpoint[]): ScoState {
  if (pairs.length === 0) return 'notStarted';
  return isScoComplete(pkg.version, valuesOf(pairs)) ? 'completed' : 'started';
}

/** Each SCO's state from everything saved for the package. */
export function scoStates(
  pkg: ScormPackage,
  checkpoints: readonly ScormCheckpoint[],
): Record<string, ScoState> {
  return Object.fromEntries(
    pkg.scos.map((sco) => [
      sco.id,
      scoStateOf(pkg, scoCheckpoints(checkpoints, scoPrefix(pkg, sco))),
    ]),
  );
}

/** How many SCOs are completed, of how many. */
export function packageShare(pkg: ScormPackage, states: Record<string, ScoState>) {
  const completed = pkg.scos.filter((sco) => states[sco.id] === 'completed').length;
  return { completed, total: pkg.scos.length };
}

/** The package's own values for the states given (nothing for a package of one SCO). */
export function packageRollup(
  pkg: ScormPackage,
  states: Record<string, ScoState>,
): ScormCheckpoint[] {
  if (pkg.scos.length < 2) return [];
  const { completed, total } = packageShare(pkg, states);
  return [
    { key: PACKAGE_KEYS.completion, value: completed === total ? 'completed' : 'incomplete' },
    // A real(10,7) of SCORM 2004.
    { key: PACKAGE_KEYS.measure, value: String(Math.round((completed / total) * 1e7) / 1e7) },
  ];
}

/** The SCO to open: the first not completed, in the organization's order (the first when all are). */
export function firstScoToOpen(pkg: ScormPackage, states: Record<string, ScoState>): ScormSco {
  return pkg.scos.find((sco) => states[sco.id] !== 'completed') ?? pkg.scos[0]!;
}
