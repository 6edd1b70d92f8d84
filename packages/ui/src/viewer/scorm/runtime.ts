import type Scorm12API from 'scorm-again/scorm12';
import type Scorm2004API from 'scorm-again/scorm2004';
import { loadChunk } from '../../lib/loadChunk';
import {
  changedCmi,
  DATA_MODEL,
  flatCmi,
  isScoComplete,
  lmsEvaluated,
  restorableCmi,
  type ScormCheckpoint,
} from './checkpoints';
import type { ScormVersion } from './manifest/schema';

// Their types declare a default export; their ES modules export the class by name.
export type ScormRuntimeModule = {
  Scorm12API?: typeof Scorm12API;
  Scorm2004API?: typeof Scorm2004API;
};
export type LoadScormRuntime = (version: ScormVersion) => Promise<ScormRuntimeModule>;

/**
 * scorm-again's runtime of the version the manifest names loads with the first package of that
 * version opened, each in a chunk of its own (the 2004 one is four times the 1.2 one).
 */
export const loadScormRuntime: LoadScormRuntime = (version) =>
  loadChunk(
    () =>
      (version === '2004'
        ? import('scorm-again/scorm2004')
        : import('scorm-again/scorm12')) as unknown as Promise<ScormRuntimeModule>,
  );

/** Where the SCO asked to go when it ended (SCORM 2004's `adl.nav.request`). */
export type NavRequest =
  { kind: 'next' } | { kind: 'previous' } | { kind: 'choice'; target: string };

export type SessionOptions = {
  version: ScormVersion;
  /** This SCO's values saved from earlier sessions. */
  saved: readonly ScormCheckpoint[];
  /** What the manifest and the portal give it (mastery score, launch data, the learner). */
  lmsValues: Record<string, string>;
  /** Whether the portal has a SCO before and after this one, and the ids it may be sent to. */
  navigation: { previous: boolean; next: boolean; targets: readonly string[] };
  /** Each commit and the end of the session: the values changed since the last call. */
  onCommit: (pairs: ScormCheckpoint[]) => void;
  /** The SCO reported itself completed or passed (once a session). */
  onComplete: () => void;
  /** The SCO ended its session (LMSFinish, Terminate), with where it asked to go next. */
  onEnd: (request: NavRequest | null) => void;
};

export type ScormSessionRuntime = { api: object; global: 'API' | 'API_1484_11' };

type RuntimeApi = {
  on: (name: string, callback: (value?: string) => void) => void;
  loadFromFlattenedJSON: (json: Record<string, string>) => void;
  getFlattenedCMI: () => Record<string, unknown>;
  cmi: { getCurrentTotalTime: () => string };
  adl?: { nav: { request_valid: { continue: string; previous: string } } };
};

// Off: the runtime would otherwise log every call of the package to the console.
const LOG_LEVEL_NONE = 5;

/** One value at a time: a saved value the runtime refuses must not lose the ones after it. */
function load(api: RuntimeApi, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    try {
      api.loadFromFlattenedJSON({ [key]: value });
    } catch {
      // A value this runtime's data model does not hold (another version's, a bad one).
    }
  }
}

/**
 * A runtime for one SCO session, set up before the SCO starts: what was saved and what the LMS
 * gives it. The runtime calls no server: every commit reaches `onCommit`, which saves it.
 */
export function startSession(
  module: ScormRuntimeModule,
  options: SessionOptions,
): ScormSessionRuntime {
  const { version, navigation } = options;
  const model = DATA_MODEL[version];
  const Runtime = version === '2004' ? module.Scorm2004API : module.Scorm12API;
  if (!Runtime) throw new Error(`No SCORM ${version} runtime in the module loaded.`);
  const api = new Runtime({
    autocommit: false,
    logLevel: LOG_LEVEL_NONE,
    scoItemIds: [...navigation.targets],
  }) as unknown as RuntimeApi;
  load(api, restorableCmi(version, options.saved));
  load(api, { ...model.lms, ...options.lmsValues });
  if (api.adl) {
    api.adl.nav.request_valid.continue = String(navigation.next);
    api.adl.nav.request_valid.previous = String(navigation.previous);
  }

  const now = () => lmsEvaluated(version, flatCmi(api.getFlattenedCMI()));
  let sent = now();
  let completed = isScoComplete(version, sent);
  const send = (finishing: boolean) => {
    const values = now();
    const pairs = changedCmi(values, sent);
    if (finishing) {
      // How the session ended, even when unchanged: a normal end clears an earlier 'suspend',
      // so the next session enters '' rather than 'resume'.
      if (!pairs.some(({ key }) => key === model.exit))
        pairs.push({ key: model.exit, value: values[model.exit] ?? '' });
      // The time of every session so far, so the next one starts from it.
      pairs.push({ key: model.totalTime, value: api.cmi.getCurrentTotalTime() });
    }
    sent = values;
    if (pairs.length) options.onCommit(pairs);
    if (!completed && isScoComplete(version, values)) {
      completed = true;
      options.onComplete();
    }
  };

  let request: NavRequest | null = null;
  api.on(model.commitEvent, () => send(false));
  api.on(model.finishEvent, () => {
    send(true);
    // The runtime tells the navigation request right after its Terminate listeners.
    queueMicrotask(() => options.onEnd(request));
  });
  api.on('SequenceNext', () => (request = { kind: 'next' }));
  api.on('SequencePrevious', () => (request = { kind: 'previous' }));
  for (const event of ['SequenceChoice', 'SequenceJump'])
    api.on(event, (target) => (request = target ? { kind: 'choice', target } : null));
  return { api, global: model.global };
}
