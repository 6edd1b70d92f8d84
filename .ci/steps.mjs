// The machinery of `pnpm test` (.ci/test.mjs): a command run in its own process group with a time
// limit, a step counted from its tool's JSON report, steps run a few at a time with what they need,
// and the check that the two halves of a browser suite hold every test once. Each step's counts go
// to `results`, which the summary sums.

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STEP_TIMEOUT_MS = 15 * 60_000;
/** One line per step, in the order they ended: its name, counts, seconds and a note. */
export const results = [];

/**
 * Its own process group, so a time-out stops everything it started; output is held unless
 * `stream`, so two commands side by side never interleave their lines.
 */
export function run(
  command,
  commandArgs,
  { env = {}, stream = false, timeoutMs = STEP_TIMEOUT_MS } = {},
) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '1', ...env },
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const output = [];
    const stdout = [];
    child.stdout?.on('data', (chunk) => {
      output.push(chunk);
      stdout.push(chunk);
    });
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) output.push(Buffer.from(`\n✗ stopped after ${timeoutMs / 60_000} min\n`));
      resolve({
        ok: code === 0 && !timedOut,
        output: Buffer.concat(output).toString(),
        stdout: Buffer.concat(stdout).toString(),
      });
    });
  });
}

/** A tool that failed before reporting (a crash, a compile error) still counts as one failure. */
export async function runStep({ name, command, args: commandArgs, env, stream, report }) {
  const t = Date.now();
  if (report) rmSync(report.file, { force: true });
  if (stream) console.log(`\n━━ ${name}`);
  const { ok, output } = await run(command, commandArgs, { env, stream });
  if (!stream) console.log(`\n━━ ${name}\n${output.trimEnd()}`);
  let counts = report ? null : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (report && existsSync(report.file)) {
    try {
      counts = report.read(JSON.parse(readFileSync(report.file, 'utf8')));
    } catch (error) {
      console.error(`Could not read ${report.file}: ${error.message}`);
    }
  }
  if (!counts) counts = { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ name, ...counts, seconds: (Date.now() - t) / 1000 });
  return ok;
}

export const skipped = (name) => {
  results.push({ name, passed: 0, failed: 1, seconds: 0, note: 'not run: its build failed' });
  return false;
};

/**
 * Runs `steps` `concurrency` at a time, in order. A step is a command (`runStep`) or a function
 * (`run`) that reports its own result; one that `needs` another waits for it and does not run when
 * it failed (the step that reads its outcome then says why).
 */
export async function pool(steps, concurrency) {
  const outcomes = new Map();
  const finished = new Map();
  let next = 0;
  async function worker() {
    while (next < steps.length) {
      const step = steps[next++];
      const outcome = (async () => {
        for (const need of step.needs ?? []) if (!(await finished.get(need))) return false;
        return step.run ? step.run() : runStep(step);
      })();
      finished.set(step.name, outcome);
      outcomes.set(step.name, await outcome);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

// A file that fails to load has no failed tests of its own: count it once.
export const vitestCounts = (json) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests || json.numFailedTestSuites,
});
export const playwrightCounts = (json) => ({
  passed: json.stats.expected + json.stats.flaky,
  failed: json.stats.unexpected + (json.errors?.length ?? 0),
});

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function workspacePackages() {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(path.join(root, group)).map((name) => path.join(root, group, name)),
  );
}

/**
 * The browser suites run in two halves, one step each with its own time limit: a suite that grows
 * (document 2 about doubles it) or a slower machine then stays within 15 minutes a step.
 * Playwright's shard (TEST_PART, .ci/testPart.cjs) splits the tests by count, so a new spec file or
 * story lands in a half by itself.
 */
export const HALVES = ['1/2', '2/2'];

/** The tests a Playwright run would run (its `--list`), as `file:line › title path`. */
export async function listTests(config, env) {
  const { ok, output, stdout } = await run(
    'pnpm',
    ['exec', 'playwright', 'test', '-c', config, '--list', '--reporter=json'],
    { env },
  );
  const titles = [];
  try {
    const walk = (suite, path) => {
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
      for (const spec of suite.specs ?? []) {
        for (const _ of spec.tests)
          titles.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
      }
    };
    const report = JSON.parse(stdout);
    for (const suite of report.suites) walk(suite, []);
    if (!ok || report.errors?.length) throw new Error(output.trim());
  } catch (error) {
    return { titles: null, error: `${error.message}\n${output.trim()}` };
  }
  return { titles };
}

/**
 * Fails when a test is in neither half or in both: the halves together must be the whole suite,
 * each test once. Counted as a check of its own in the summary.
 */
export async function checkHalves(name, config) {
  const t = Date.now();
  const whole = await listTests(config, { TEST_PART: '' });
  const halves = [];
  for (const part of HALVES) halves.push(await listTests(config, { TEST_PART: part }));
  const problems = [whole, ...halves].flatMap(({ error }) => (error ? [error] : []));
  if (problems.length === 0) {
    const count = new Map();
    for (const { titles } of halves)
      for (const title of titles) count.set(title, (count.get(title) ?? 0) + 1);
    for (const title of whole.titles) {
      const times = count.get(title) ?? 0;
      if (times !== 1) problems.push(`${times ? 'in both halves' : 'in neither half'}: ${title}`);
      count.delete(title);
    }
    for (const title of count.keys()) problems.push(`in a half, not in the suite: ${title}`);
  }
  const sizes = halves.map(({ titles }) => titles?.length ?? 0).join(' + ');
  console.log(
    `\n━━ ${name}\n${problems.length ? problems.join('\n') : `${whole.titles.length} tests = ${sizes}, each in one half`}`,
  );
  results.push({
    name,
    passed: problems.length ? 0 : 1,
    failed: problems.length ? 1 : 0,
    seconds: (Date.now() - t) / 1000,
  });
  return problems.length === 0;
}
