// `pnpm test`: every check of the project, in the order a failure is cheapest to find — lint,
// formatting, types, the API contract, unit tests, the Storybook build, story tests with axe,
// visual regression, the app build, its size budgets and the end-to-end journeys. Each tool reports
// its own counts as JSON; the last line sums them as `N passed, N failed`. Exit code 1 on any failure.
//
//   node .ci/test.mjs                    everything
//   node .ci/test.mjs --only visual      one step and what it needs (stories, visual, e2e, unit...)
//   node .ci/test.mjs --only visual --update   rewrite the visual baselines
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const update = args.includes('--update');

const totals = { passed: 0, failed: 0 };
const lines = [];
const started = Date.now();

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: options.cwd ?? root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1', ...options.env },
    timeout: options.timeoutMs ?? 15 * 60_000,
  });
  return result.status === 0;
}

function record(step, passed, failed, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(
    `${failed ? '✗' : '✓'} ${step.padEnd(28)} ${passed} passed, ${failed} failed  (${seconds.toFixed(0)} s)`,
  );
}

/** A check that is one command: passes when the command exits 0. */
function step(name, command, commandArgs, options) {
  const t = Date.now();
  console.log(`\n━━ ${name}`);
  const ok = run(command, commandArgs, options);
  record(name, ok ? 1 : 0, ok ? 0 : 1, (Date.now() - t) / 1000);
  return ok;
}

/** A check that runs many tests and writes their counts to a JSON report. */
function countedStep(name, command, commandArgs, reportFile, readCounts, options) {
  const t = Date.now();
  console.log(`\n━━ ${name}`);
  rmSync(reportFile, { force: true });
  const ok = run(command, commandArgs, options);
  let counts = null;
  if (existsSync(reportFile)) {
    try {
      counts = readCounts(JSON.parse(readFileSync(reportFile, 'utf8')));
    } catch (error) {
      console.error(`Could not read ${reportFile}: ${error.message}`);
    }
  }
  // A tool that failed before reporting (a crash, a compile error) still counts as one failure.
  if (!counts) counts = { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  record(name, counts.passed, counts.failed, (Date.now() - t) / 1000);
  return ok;
}

// A file that fails to load has no failed tests of its own: count it once.
const vitestCounts = (json) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests || json.numFailedTestSuites,
});
const jestCounts = (json) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests + json.numRuntimeErrorTestSuites,
});
const playwrightCounts = (json) => ({
  passed: json.stats.expected + json.stats.flaky,
  failed: json.stats.unexpected + (json.errors?.length ?? 0),
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

function workspacePackages() {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(path.join(root, group)).map((name) => path.join(root, group, name)),
  );
}

const wants = (name) => only === null || only === name;
mkdirSync(reports, { recursive: true });

if (wants('lint')) step('lint', 'pnpm', ['lint']);
if (wants('format')) step('format', 'pnpm', ['format:check']);
if (wants('typecheck')) step('typecheck', 'pnpm', ['typecheck']);

const rootScripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
if (wants('api') && rootScripts['lint:api']) step('api contract lint', 'pnpm', ['lint:api']);

if (wants('unit')) {
  for (const dir of workspacePackages()) {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (!manifest.scripts?.['test:unit']) continue;
    const reportFile = path.join(reports, 'unit', `${path.basename(dir)}.json`);
    mkdirSync(path.dirname(reportFile), { recursive: true });
    countedStep(
      `unit ${manifest.name}`,
      'pnpm',
      [
        '--filter',
        manifest.name,
        'run',
        'test:unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
      ],
      reportFile,
      vitestCounts,
    );
  }
}

const needsStorybook = wants('stories') || wants('visual');
const storybookBuilt = needsStorybook
  ? step('storybook build', 'pnpm', ['build-storybook'])
  : false;

if (wants('stories')) {
  const reportFile = path.join(reports, 'stories.json');
  if (storybookBuilt) {
    const port = await freePort();
    const server = spawn(
      'pnpm',
      ['exec', 'http-server', 'storybook-static', '-a', '127.0.0.1', '-p', String(port), '-s'],
      {
        cwd: root,
        stdio: 'ignore',
        detached: true,
      },
    );
    try {
      await waitForHttp(`http://127.0.0.1:${port}/index.json`);
      countedStep(
        'story tests (play + axe)',
        'pnpm',
        [
          'exec',
          'test-storybook',
          '--config-dir',
          '.storybook',
          '--url',
          `http://127.0.0.1:${port}`,
          '--maxWorkers=2',
          '--json',
          '--outputFile',
          reportFile,
        ],
        reportFile,
        jestCounts,
      );
    } finally {
      process.kill(-server.pid, 'SIGTERM');
    }
  } else {
    record('story tests (play + axe)', 0, 1, 0);
  }
}

if (wants('visual')) {
  const reportFile = path.join(reports, 'visual', 'results.json');
  mkdirSync(path.dirname(reportFile), { recursive: true });
  if (storybookBuilt) {
    countedStep(
      update ? 'visual baselines update' : 'visual regression',
      'pnpm',
      [
        'exec',
        'playwright',
        'test',
        '-c',
        'packages/ui/visual/playwright.config.ts',
        ...(update ? ['--update-snapshots=changed'] : []),
      ],
      reportFile,
      playwrightCounts,
      { env: { VISUAL_JSON_REPORT: reportFile, VISUAL_PORT: String(await freePort()) } },
    );
    if (!update)
      console.log(
        `Visual report (expected / actual / diff): ${path.join(reports, 'visual', 'html', 'index.html')}`,
      );
  } else {
    record('visual regression', 0, 1, 0);
  }
}

const needsApp = wants('size') || wants('e2e');
const appBuilt = needsApp
  ? step('app build', 'pnpm', ['--filter', '@decola/student', 'build'])
  : false;

if (wants('size')) {
  const reportFile = path.join(reports, 'size.json');
  if (appBuilt) {
    countedStep(
      'size budgets',
      'node',
      ['apps/student/scripts/size.mjs', '--json', reportFile],
      reportFile,
      (json) => ({
        passed: json.passed,
        failed: json.failed,
      }),
    );
  } else {
    record('size budgets', 0, 1, 0);
  }
}

if (wants('e2e')) {
  const reportFile = path.join(reports, 'e2e', 'results.json');
  mkdirSync(path.dirname(reportFile), { recursive: true });
  if (appBuilt) {
    countedStep(
      'end-to-end journeys',
      'pnpm',
      ['exec', 'playwright', 'test', '-c', 'apps/student/e2e/playwright.config.ts'],
      reportFile,
      playwrightCounts,
      { env: { E2E_JSON_REPORT: reportFile, E2E_PORT: String(await freePort()) } },
    );
  } else {
    record('end-to-end journeys', 0, 1, 0);
  }
}

if (lines.length === 0) {
  console.error(
    `Unknown step "${only}". Steps: lint, format, typecheck, api, unit, stories, visual, size, e2e.`,
  );
  process.exit(2);
}

console.log(`\n━━ Summary (${((Date.now() - started) / 60_000).toFixed(1)} min)`);
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
