import type Scorm12API from 'scorm-again/scorm12';
import { loadChunk } from '../../lib/loadChunk';

export type ScormRuntimeModule = { Scorm12API: typeof Scorm12API };
export type ScormRuntime = Scorm12API;

/** scorm-again's SCORM 1.2 runtime loads with the first SCORM content opened, in a chunk of its own. */
export const loadScormRuntime = () =>
  // Its types declare a default export; its ES module exports the class by name.
  loadChunk(() => import('scorm-again/scorm12') as unknown as Promise<ScormRuntimeModule>);
