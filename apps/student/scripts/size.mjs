// Size budgets of the built app (apps/student/dist), measured as gzip like a browser receives them.
//
//  - start-up: what the landing page loads before it can be used — the entry chunk with everything
//    it imports statically, its CSS, and the chunk of the landing route (with its static imports) —
//    stays within 150 KiB, for each landing variant (route home loads only its brand's landing);
//  - a signed-in page: what a typed address of a signed-in route loads before its screen can show —
//    the entry's set, the signed-in shell (PrivateLayout with its static imports) and the route's
//    chunk with its static imports — stays within its route's budget, for every signed-in route
//    the build has (a new route is budgeted without being listed);
//  - every other lazily loaded chunk stays within 50 KiB;
//  - the demo backend (MSW, handlers, seed data) is never part of the start-up set: it is loaded by
//    a dynamic import in demo mode only, as chunks of its own, which the route budget does not cover;
//    its seed is a JSON asset that only the demo backend fetches, never inlined in a chunk;
//  - each player engine (PDF.js, its worker, the SCORM 1.2 and 2004 runtimes) is loaded by a dynamic import when
//    its kind of content opens, as a chunk or file of its own within its own budget, and its code
//    is in no other file (neither the start-up nor any route carries it);
//  - so is the statistics chart (visx and the d3 parts it uses), loaded when the chart shows.
//
// Usage: node scripts/size.mjs [--json <file>]   (run `vite build` first; `pnpm size` does)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const STARTUP_BUDGET_KIB = 150;
const LAZY_CHUNK_BUDGET_KIB = 50;
/**
 * A signed-in page's set (gzip KiB), a little above its size today so growth fails here first:
 * the shell is most of it (about 226 KiB), a route's own chunks the rest. The viewer and the
 * dashboard carry more of their own (the players' controls, the dashboard's sections).
 */
const SIGNED_IN_BUDGET_KIB = 295;
const SIGNED_IN_BUDGETS_KIB = {
  'src/routes/content/index.tsx': 325,
  'src/routes/dashboard/index.tsx': 325,
};
/** The signed-in shell's module (manifest key): every signed-in route renders inside it. */
const SIGNED_IN_SHELL = 'src/shell/PrivateLayout.tsx';
/** Routes (manifest keys) that are not signed in: the landing's variants and the terms. */
const PUBLIC_ROUTE = /^src\/routes\/(home\/|terms\.tsx$)/;
/** The player engines' own budgets (gzip KiB): see ENGINES. */
const PDFJS_BUDGET_KIB = 120;
const PDFJS_WORKER_BUDGET_KIB = 365;
const SCORM_RUNTIME_BUDGET_KIB = 20;
const SCORM_2004_RUNTIME_BUDGET_KIB = 85;
const STATISTICS_CHART_BUDGET_KIB = 24;
/** The landing route's module per variant (manifest keys): the start page loads one of them. */
const START_PAGES = {
  'landing (default, portal, construction)': 'src/routes/home/standard.tsx',
  'landing (circle)': 'src/routes/home/circle.tsx',
  'landing (secondary)': 'src/routes/home/secondary.tsx',
};
/** The module that starts the demo backend (manifest key); absent in a build for a real backend. */
const DEMO_BACKEND_ENTRY = 'src/demo/startDemoBackend.tsx';
/** Text that only the demo backend's code contains: MSW names its worker script. */
const DEMO_SIGNATURE = 'mockServiceWorker';
/** The demo seed's asset name, and text only the seed holds (its symbolic dates). */
const SEED_ASSET = /^assets\/seed\.generated-[\w-]+\.json$/;
const SEED_SIGNATURE = '"@@t:';

/**
 * The engines of the content viewer: the module or the emitted file each is, its own budget (gzip
 * KiB, a little above its size today, so a new version that grows fails here first), and a text
 * only its code holds.
 */
const ENGINES = [
  {
    name: 'PDF.js',
    module: /\/pdfjs-dist\/build\/pdf\.mjs$/,
    budget: PDFJS_BUDGET_KIB,
    signature: 'Worker was destroyed',
  },
  {
    name: 'PDF.js worker',
    asset: /^assets\/pdf\.worker\.min-[\w-]+\.mjs$/,
    budget: PDFJS_WORKER_BUDGET_KIB,
    signature: 'Bad FCHECK in flate stream',
  },
  {
    name: 'SCORM 1.2 runtime (scorm-again)',
    module: /\/scorm-again\/dist\/esm\/scorm12\.js$/,
    budget: SCORM_RUNTIME_BUDGET_KIB,
    signature: 'LMSGetDiagnostic',
  },
  {
    // Loaded only for a package whose manifest says SCORM 2004.
    name: 'SCORM 2004 runtime (scorm-again)',
    module: /\/scorm-again\/dist\/esm\/scorm2004\.js$/,
    budget: SCORM_2004_RUNTIME_BUDGET_KIB,
    signature: 'adl.nav.request is write-only',
  },
  {
    name: 'statistics chart (visx)',
    module: /\/packages\/ui\/src\/statistics\/AccessChart\/AccessBars\.tsx$/,
    budget: STATISTICS_CHART_BUDGET_KIB,
    signature: 'visx-axis-tick',
    // Its static imports are the app's shared chunks, which the statistics route has loaded.
    chunkOnly: true,
  },
];

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(appDir, 'dist');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(
    `No build found at ${manifestPath}: run \`pnpm --filter @decola/student build\` first.`,
  );
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipKiB = (file) =>
  gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;

/** The files a manifest entry pulls in with it: its chunk, its static imports, their CSS. */
function staticClosure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest.`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files, seen);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const startPages = Object.entries(START_PAGES).map(([name, route]) => ({
  name,
  files: staticClosure(route, staticClosure(entryKey)),
}));
// Whatever any start page loads at once.
const startup = new Set(startPages.flatMap((page) => [...page.files]));

// Chunks of the demo backend: reachable from its entry, but neither loaded at start-up nor shared
// with a route (a chunk the two share, such as React or a ui primitive, is the app's).
const routeFiles = new Set(
  Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && key !== DEMO_BACKEND_ENTRY)
    .flatMap((key) => [...staticClosure(key)]),
);
const demo = new Set(
  manifest[DEMO_BACKEND_ENTRY]
    ? [...staticClosure(DEMO_BACKEND_ENTRY)].filter(
        (file) => !startup.has(file) && !routeFiles.has(file),
      )
    : [],
);

const rows = [];
const check = (name, kind, kib, limit, problem) =>
  rows.push({ name, kind, kib, limit, ok: !problem && (limit === null || kib <= limit), problem });

for (const page of startPages) {
  const kib = [...page.files].reduce((sum, file) => sum + gzipKiB(file), 0);
  check(`start-up: ${page.name} (${page.files.size} files)`, 'start-up', kib, STARTUP_BUDGET_KIB);
}

// Every signed-in route is a dynamic entry of its own under src/routes (privateRoutes.tsx).
const signedInStart = staticClosure(SIGNED_IN_SHELL, staticClosure(entryKey));
const signedInRoutes = Object.keys(manifest)
  .filter(
    (key) =>
      manifest[key].isDynamicEntry && key.startsWith('src/routes/') && !PUBLIC_ROUTE.test(key),
  )
  .sort();
for (const route of signedInRoutes) {
  const files = staticClosure(route, new Set(signedInStart));
  const kib = [...files].reduce((sum, file) => sum + gzipKiB(file), 0);
  const name = route.replace(/^src\/routes\//, '').replace(/(\/index)?\.tsx?$/, '');
  const budget = SIGNED_IN_BUDGETS_KIB[route] ?? SIGNED_IN_BUDGET_KIB;
  check(`signed-in page: ${name} (${files.size} files)`, 'signed-in', kib, budget);
}

const demoEntryFile = manifest[DEMO_BACKEND_ENTRY]?.file;
const demoInStartup = [...startup].filter(
  (file) =>
    file === demoEntryFile ||
    readFileSync(path.join(distDir, file), 'utf8').includes(DEMO_SIGNATURE),
);
check(
  'demo backend kept out of start-up',
  'rule',
  0,
  null,
  demoInStartup.length ? `in the start-up set: ${demoInStartup.join(', ')}` : undefined,
);

const seedAssets = readdirSync(path.join(distDir, 'assets'))
  .map((name) => `assets/${name}`)
  .filter((file) => SEED_ASSET.test(file));
const seedInStartup = [...startup].filter((file) => {
  const text = readFileSync(path.join(distDir, file), 'utf8');
  return (
    text.includes(SEED_SIGNATURE) || seedAssets.some((seed) => text.includes(path.basename(seed)))
  );
});
check(
  'demo seed kept out of start-up',
  'rule',
  0,
  null,
  seedInStartup.length ? `named or inlined in: ${seedInStartup.join(', ')}` : undefined,
);
for (const file of seedAssets) check(file, 'demo backend', gzipKiB(file), null);

const builtFiles = readdirSync(path.join(distDir, 'assets'))
  .map((name) => `assets/${name}`)
  .filter((file) => /\.m?js$/.test(file));
const engineFiles = new Set();
for (const engine of ENGINES) {
  const key = engine.module
    ? Object.keys(manifest).find((name) => engine.module.test(manifest[name].src ?? name))
    : null;
  const files = key
    ? engine.chunkOnly
      ? [manifest[key].file]
      : [...staticClosure(key)]
    : builtFiles.filter((file) => engine.asset?.test(file));
  if (!files.length) {
    // Until a route shows its kind of content, the engine is not built at all.
    check(`${engine.name} (not in this build)`, 'engine', 0, engine.budget);
    continue;
  }
  files.forEach((file) => engineFiles.add(file));
  const problems = [];
  if (key && !manifest[key].isDynamicEntry) problems.push('not loaded by a dynamic import');
  if (files.some((file) => startup.has(file))) problems.push('in the start-up set');
  const staticImporters = Object.keys(manifest).filter((name) =>
    manifest[name].imports?.includes(key),
  );
  if (key && staticImporters.length) problems.push(`imported statically by ${staticImporters}`);
  const carriers = builtFiles.filter(
    (file) =>
      !files.includes(file) &&
      readFileSync(path.join(distDir, file), 'utf8').includes(engine.signature),
  );
  if (carriers.length) problems.push(`its code is also in ${carriers.join(', ')}`);
  const kib = files.reduce((sum, file) => sum + gzipKiB(file), 0);
  check(`${engine.name}: ${files.join(', ')}`, 'engine', kib, engine.budget, problems.join('; '));
}

const lazyChunks = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && !startup.has(file)),
);
for (const file of [...lazyChunks].sort()) {
  if (engineFiles.has(file)) continue;
  const kib = gzipKiB(file);
  if (demo.has(file)) check(file, 'demo backend', kib, null);
  else check(file, 'lazy', kib, LAZY_CHUNK_BUDGET_KIB);
}

const width = Math.max(...rows.map((row) => row.name.length));
console.log(
  `${'chunk'.padEnd(width)}  ${'kind'.padEnd(12)}  ${'gzip KiB'.padStart(9)}  ${'limit'.padStart(6)}`,
);
for (const row of rows) {
  const limit = row.limit === null ? '—' : String(row.limit);
  const status = row.ok ? 'ok' : `OVER BUDGET${row.problem ? `: ${row.problem}` : ''}`;
  console.log(
    `${row.name.padEnd(width)}  ${row.kind.padEnd(12)}  ${row.kib.toFixed(2).padStart(9)}  ${limit.padStart(6)}  ${status}`,
  );
}

const failed = rows.filter((row) => !row.ok).length;
const jsonIndex = process.argv.indexOf('--json');
if (jsonIndex > 0) {
  writeFileSync(
    process.argv[jsonIndex + 1],
    JSON.stringify({ passed: rows.length - failed, failed, rows }, null, 2),
  );
}
if (failed) {
  console.error(`\n${failed} size budget(s) exceeded.`);
  process.exit(1);
}
