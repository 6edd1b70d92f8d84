import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANDING_ROUTE } from './bundleChunks';
import { staticClosure, type ModuleGraph } from './staticClosure';

const fromApp = (file: string) => path.resolve(import.meta.dirname, '..', file);

/** The landing's start-up: the entry and each brand's landing route. */
const START_UP_ROOTS = [
  'src/main.tsx',
  LANDING_ROUTE.slice(1),
  'src/routes/home/circle.tsx',
  'src/routes/home/secondary.tsx',
].map(fromApp);

/**
 * What every signed-in page loads before its own screen: the routes, the layout, the guard and the
 * screens' first queries.
 */
export const SIGNED_IN_SHELL = [
  '/src/app/privateRoutes.tsx',
  '/src/shell/PrivateLayout.tsx',
  '/src/session/guard.ts',
  '/src/app/firstQueries.ts',
];
const SIGNED_IN_SHELL_ROOTS = SIGNED_IN_SHELL.map((file) => fromApp(file.slice(1)));

/** Each signed-in route's module (`src/routes/<name>/index.tsx` or `src/routes/<name>.tsx`). */
function signedInRouteRoots(): string[] {
  const routes = fromApp('src/routes');
  return readdirSync(routes, { withFileTypes: true })
    .filter((entry) => entry.name !== 'home' && entry.name !== 'terms.tsx')
    .map((entry) => path.join(routes, entry.isDirectory() ? `${entry.name}/index.tsx` : entry.name))
    .filter((file) => file.endsWith('.tsx'));
}

/** Dynamic imports that lead away from the landing: the signed-in routes, the demo backend. */
const NOT_THE_LANDING = /\/apps\/student\/src\/(app\/privateRoutes\.tsx|demo\/)/;

type SignedInSets = { shell: Set<string>; common: Set<string> };
let sets: SignedInSets | undefined;

/** The two closed sets, read once per build. */
function readGraph(graph: ModuleGraph): SignedInSets {
  if (sets) return sets;
  // The landing's start-up, with what the landing loads later on its own (its lower sections, the
  // offline banner, the login's dialogs): none of it may wait on a signed-in chunk.
  const startUp = staticClosure(graph, START_UP_ROOTS, (lazy) => !NOT_THE_LANDING.test(lazy));
  const shell = new Set(
    [...staticClosure(graph, SIGNED_IN_SHELL_ROOTS)].filter((m) => !startUp.has(m)),
  );
  const routesUsing = new Map<string, number>();
  for (const root of signedInRouteRoots()) {
    for (const m of staticClosure(graph, [root])) routesUsing.set(m, (routesUsing.get(m) ?? 0) + 1);
  }
  const common = new Set(
    [...routesUsing]
      .filter(([m, count]) => count >= 2 && !startUp.has(m) && !shell.has(m))
      .map(([m]) => m),
  );
  sets = { shell, common };
  return sets;
}

/**
 * The signed-in shell in one chunk: what the private layout and the guard import, beyond what the
 * landing's start-up has already loaded. Every signed-in page loads all of it anyway; left to the
 * default splitting it came in about eighty files, and a phone on a slow network waits a round
 * trip per file beyond its six connections. The set is closed under static imports (but for the
 * start-up's, which import nothing of it), so the chunk forms no import cycle with another.
 */
export function signedInShellChunk(id: string, graph: ModuleGraph): string | null {
  return readGraph(graph).shell.has(id) ? 'signedInShell' : null;
}

/**
 * What two signed-in routes or more share beyond the shell (the course cards, the carousels, the
 * viewer's parts), one group split by size: a route loads some code it does not run rather than a
 * file per set of routes. A module's imports are shared by at least the same routes, so this set is
 * closed under static imports too. Grouped by the routes using them and the small groups merged,
 * the parts imported one another in a circle, and a page whose parts ran out of order drew nothing.
 */
export function signedInCommonChunk(id: string, graph: ModuleGraph): string | null {
  return readGraph(graph).common.has(id) ? 'signedInCommon' : null;
}

/** Each build reads its own module graph (a watch rebuild included). */
export function signedInChunksReset(): Plugin {
  return {
    name: 'decola:signed-in-chunks',
    apply: 'build',
    buildStart() {
      sets = undefined;
    },
  };
}
