// The build for a real backend holds nothing of the demo: it is built with
// DECOLA_API_URL set, and fails when a module of @decola/api-mocks or MSW went into it, when any
// file of its output names MSW's worker, a demo account, the demo password or the demo's files'
// address, or when one of the demo's files (public/demo) is in it, under any name.
//
// Usage: node scripts/real-build.mjs            build into .reports/real-build and check it
//        node scripts/real-build.mjs --dir <d>  check an existing build's files only
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, runnerImport } from 'vite';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(appDir, '../..');
/** Never called: the build only needs to know that a backend is named. */
const BACKEND = 'https://backend.invalid';
/** Modules that only the demo backend brings (resolved paths, pnpm's store included). */
const DEMO_MODULES = [
  /\/packages\/api-mocks\//,
  /\/node_modules\/msw\//,
  /\/node_modules\/openapi-msw\//,
];

/** Where the demo's own files are served from (public/demo → /student/demo/). */
const DEMO_FILES_DIR = path.join(appDir, 'public', 'demo');
const DEMO_FILES_ADDRESS = '/student/demo/';

/** What only the demo holds: MSW's worker by name, every demo login and their password. */
async function demoSignatures() {
  const { module } = await runnerImport(fileURLToPath(import.meta.resolve('@decola/api-mocks')), {
    root: appDir,
    logLevel: 'error',
  });
  const logins = module.DEMO_ACCOUNTS.map((account) => account.email);
  if (!logins.length) throw new Error('No demo account found in @decola/api-mocks.');
  return ['mockServiceWorker', module.DEMO_PASSWORD, DEMO_FILES_ADDRESS, ...logins];
}

function filesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(file) : [file];
  });
}

/** The output's compressed copies are checked as the files they were made from. */
function findDemoInFiles(dir, signatures) {
  const problems = [];
  for (const file of filesIn(dir).filter((name) => !/\.(br|gz)$/.test(name))) {
    const name = path.relative(dir, file);
    const text = readFileSync(file, 'latin1');
    for (const signature of signatures) {
      if (name.includes(signature) || text.includes(signature)) {
        problems.push(`${name} holds "${signature}"`);
      }
    }
  }
  return problems;
}

const digest = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** The demo's files are left out as a folder; none may come back under another name either. */
function findDemoFiles(dir) {
  const demoFiles = new Map(filesIn(DEMO_FILES_DIR).map((file) => [digest(file), file]));
  if (!demoFiles.size) throw new Error(`No demo file found in ${DEMO_FILES_DIR}.`);
  return filesIn(dir).flatMap((file) => {
    const name = path.relative(dir, file);
    const copied = demoFiles.get(digest(file));
    if (copied) return [`${name} is the demo's ${path.relative(DEMO_FILES_DIR, copied)}`];
    return name.split(path.sep)[0] === 'demo' ? [`${name} is in the demo's folder`] : [];
  });
}

async function buildForRealBackend(outDir) {
  process.env.DECOLA_API_URL = BACKEND;
  const result = await build({
    root: appDir,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const chunks = [result]
    .flat()
    .flatMap((output) => output.output)
    .filter((item) => item.type === 'chunk');
  const modules = chunks.flatMap((chunk) => chunk.moduleIds ?? Object.keys(chunk.modules ?? {}));
  if (!modules.length) throw new Error('The build reported no module: nothing was checked.');
  return modules
    .filter((id) => DEMO_MODULES.some((pattern) => pattern.test(id)))
    .map((id) => `bundled ${path.relative(repoRoot, id)}`);
}

const dirIndex = process.argv.indexOf('--dir');
const outDir =
  dirIndex > 0
    ? path.resolve(process.argv[dirIndex + 1])
    : path.join(repoRoot, '.reports', 'real-build');
mkdirSync(outDir, { recursive: true });

const problems = [
  ...(dirIndex > 0 ? [] : await buildForRealBackend(outDir)),
  ...findDemoInFiles(outDir, await demoSignatures()),
  ...findDemoFiles(outDir),
];
if (problems.length) {
  console.error(`The real-backend build holds the demo:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `The real-backend build in ${path.relative(repoRoot, outDir)} holds nothing of the demo.`,
);
