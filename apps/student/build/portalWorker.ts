import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The portal's service worker (public/), registered by src/app/offlineShell.ts. */
export const PORTAL_WORKER = 'portalWorker.js';

/** The line of the worker that names its build; its cache is named after it. */
const BUILD_LINE = /^const BUILD = '[^']*';$/m;

/**
 * Names the worker's build after the build's own files: a deployment that changes any of them is
 * a new worker, which the browser installs on the next navigation and whose activation deletes
 * the caches of the builds before it. A demo build leaves the worker out: MSW's controls the
 * portal's scope there (docs/decisions.md).
 */
export function portalWorker({ demo }: { demo: boolean }): Plugin {
  let outDir = '';
  let build = '';
  return {
    name: 'decola:portal-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      build = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 12);
    },
    // Before closeBundle, where the server's compressed copies are made.
    writeBundle() {
      const file = path.join(outDir, PORTAL_WORKER);
      if (demo) return rmSync(file, { force: true });
      const source = readFileSync(file, 'utf8');
      if (!BUILD_LINE.test(source)) throw new Error(`${PORTAL_WORKER}: no line names its build.`);
      writeFileSync(file, source.replace(BUILD_LINE, `const BUILD = '${build}';`));
    },
  };
}
