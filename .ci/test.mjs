// `pnpm test`: every check of the project — lint, formatting, types, the API contract, unit tests,
// the Storybook build, the story tests (play, axe and pixels in one visit), the app build, its size
// budgets, the real-backend build (nothing of the demo in it) and the end-to-end journeys. Each
// tool reports its own counts as JSON; the last line sums them as `N passed, N failed`. Exit code 1
// on any failure.
//
// The quick checks and the three builds run two at a time (a build waits on the disk while a check
// computes); the two browser suites then run one after the other, each with the machine to itself,
// because their waits are timed and a starved page fails a test that is right. Each browser suite
// runs as two halves, each a step with its own time limit; a check among the quick ones makes sure
// every test is in exactly one half (HALVES, .ci/steps.mjs); `--only stories` and `--only e2e` run both.
//
//   node .ci/test.mjs                    everything
//   node .ci/test.mjs --only stories     one step and what it needs (lint, format, typecheck, api,
//                                        unit, stories — or its old name visual —, size,
//                                        real-build with its fault journeys, e2e)
//   node .ci/test.mjs --only stories --update   rewrite the baselines that changed
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkHalves,
  freePort,
  HALVES,
  playwrightCounts,
  pool,
  results,
  root,
  runStep,
  skipped,
  vitestCounts,
  workspacePackages,
} from './steps.mjs';

const reports = path.join(root, '.reports');
const args = process.argv.slice(2);
const onlyArg = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const only = onlyArg === 'visual' ? 'stories' : onlyArg;
const update = args.includes('--update');
const STEPS = [
  'lint',
  'format',
  'typecheck',
  'api',
  'unit',
  'stories',
  'size',
  'real-build',
  'e2e',
];
// Two at a time even on a bigger machine: more would only slow the two builds down.
const QUICK_PARALLEL = Math.max(1, Math.min(2, os.availableParallelism()));

if (only !== null && !STEPS.includes(only)) {
  console.error(`Unknown step "${onlyArg}". Steps: ${STEPS.join(', ')} (visual = stories).`);
  process.exit(2);
}

const started = Date.now();

const wants = (name) => only === null || only === name;
mkdirSync(reports, { recursive: true });

const STORYBOOK_BUILD = 'storybook build';
const APP_BUILD = 'app build';

// Builds first: the browser suites wait on them, the quick checks on nothing.
const quick = [];
if (wants('stories'))
  quick.push({ name: STORYBOOK_BUILD, command: 'pnpm', args: ['build-storybook'] });
if (wants('size') || wants('e2e')) {
  // Vite's build only: the package's `build` also runs its `tsc`, which the typecheck step does.
  quick.push({
    name: APP_BUILD,
    command: 'pnpm',
    args: ['--filter', '@decola/student', 'exec', 'vite', 'build'],
  });
}
// Its own build, into its own folder: the demo build above is the one size and e2e read.
if (wants('real-build')) {
  quick.push({
    name: 'real-backend build',
    command: 'pnpm',
    args: ['--filter', '@decola/student', 'check:real-build'],
  });
}
if (wants('typecheck')) quick.push({ name: 'typecheck', command: 'pnpm', args: ['typecheck'] });
if (wants('lint')) quick.push({ name: 'lint', command: 'pnpm', args: ['lint'] });
if (wants('format')) quick.push({ name: 'format', command: 'pnpm', args: ['format:check'] });
const rootScripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
if (wants('api') && rootScripts['lint:api']) {
  quick.push({ name: 'api contract lint', command: 'pnpm', args: ['lint:api'] });
}
if (wants('unit')) {
  for (const dir of workspacePackages()) {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (!manifest.scripts?.['test:unit']) continue;
    const file = path.join(reports, 'unit', `${path.basename(dir)}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    quick.push({
      name: `unit ${manifest.name}`,
      command: 'pnpm',
      args: [
        '--filter',
        manifest.name,
        'run',
        'test:unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      report: { file, read: vitestCounts },
    });
  }
}

// Which half each browser test runs in, checked beside the other quick checks rather than before
// each suite; the stories' list is read from the Storybook build.
const STORY_SUITE = {
  suite: 'story tests',
  config: 'packages/ui/visual/playwright.config.ts',
  listNeeds: [STORYBOOK_BUILD],
};
const JOURNEY_SUITE = {
  suite: 'end-to-end journeys',
  config: 'apps/student/e2e/playwright.config.ts',
  listNeeds: [],
};
const halvesCheck = ({ suite }) => `${suite}: halves`;
for (const [step, suite] of [
  ['stories', STORY_SUITE],
  ['e2e', JOURNEY_SUITE],
]) {
  if (!wants(step)) continue;
  quick.push({
    name: halvesCheck(suite),
    needs: suite.listNeeds,
    run: () => checkHalves(halvesCheck(suite), suite.config),
  });
}

const built = await pool(quick, QUICK_PARALLEL);

if (wants('size')) {
  const file = path.join(reports, 'size.json');
  if (built.get(APP_BUILD)) {
    await runStep({
      name: 'size budgets',
      command: 'node',
      args: ['apps/student/scripts/size.mjs', '--json', file],
      report: { file, read: (json) => ({ passed: json.passed, failed: json.failed }) },
    });
  } else skipped('size budgets');
}

/**
 * A browser suite's halves, one step each, once the build they test exists and the check of its
 * halves (a quick step) passed. `env` names the suite's report file and port variables.
 */
async function runHalves({ suite, title, buildOk, folder, args: extraArgs = [], env, after }) {
  const { config } = suite;
  if (!buildOk) return skipped(title);
  // Its failure is in the summary already.
  if (!built.get(halvesCheck(suite))) return;
  for (const [index, part] of HALVES.entries()) {
    const file = path.join(reports, folder, `part-${index + 1}`, 'results.json');
    mkdirSync(path.dirname(file), { recursive: true });
    await runStep({
      name: `${title} ${part}`,
      command: 'pnpm',
      args: ['exec', 'playwright', 'test', '-c', config, ...extraArgs],
      env: { TEST_PART: part, ...env(file, String(await freePort())) },
      stream: true,
      report: { file, read: playwrightCounts },
    });
    after?.(path.dirname(file));
  }
}

if (wants('stories')) {
  await runHalves({
    suite: STORY_SUITE,
    title: update ? 'story tests, baselines update' : 'story tests (play, axe, pixels)',
    buildOk: built.get(STORYBOOK_BUILD),
    folder: 'visual',
    args: update ? ['--update-snapshots=changed'] : [],
    env: (file, port) => ({ VISUAL_JSON_REPORT: file, VISUAL_PORT: port }),
    after: (dir) => {
      if (!update) {
        console.log(
          `Story report (expected / actual / diff): ${path.join(dir, 'html', 'index.html')}`,
        );
      }
    },
  });
}

if (wants('e2e')) {
  await runHalves({
    suite: JOURNEY_SUITE,
    title: 'end-to-end journeys',
    buildOk: built.get(APP_BUILD),
    folder: 'e2e',
    env: (file, port) => ({ E2E_JSON_REPORT: file, E2E_PORT: port }),
  });
}

// The fault journeys against the real-backend build (its check above built it): offline really
// cuts the API there. One small suite, one step, after the demo's journeys.
if (wants('real-build')) {
  const file = path.join(reports, 'e2e-real', 'results.json');
  mkdirSync(path.dirname(file), { recursive: true });
  if (built.get('real-backend build')) {
    await runStep({
      name: 'real-backend journeys',
      command: 'pnpm',
      args: [
        'exec',
        'playwright',
        'test',
        '-c',
        'apps/student/e2e/real-backend/playwright.config.ts',
      ],
      env: {
        E2E_JSON_REPORT: file,
        E2E_PORT: String(await freePort()),
        MOCK_API_PORT: String(await freePort()),
      },
      stream: true,
      report: { file, read: playwrightCounts },
    });
  } else skipped('real-backend journeys');
}

const totals = results.reduce(
  (sum, { passed, failed }) => ({ passed: sum.passed + passed, failed: sum.failed + failed }),
  { passed: 0, failed: 0 },
);
console.log(`\n━━ Summary (${((Date.now() - started) / 60_000).toFixed(1)} min)`);
for (const { name, passed, failed, seconds, note } of results) {
  console.log(
    `${failed ? '✗' : '✓'} ${name.padEnd(38)} ${passed} passed, ${failed} failed  (${seconds.toFixed(0)} s)${note ? `  ${note}` : ''}`,
  );
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
