// `pnpm perf`: Lighthouse (mobile preset, simulated 4× CPU and slow 4G) on pages of the catalogue
// (perf/pages.mjs; by default the landing and the signed-in dashboard), in the demo build and in a
// build for a real backend (`pnpm mock-api`), median of 3 runs each, printed as one table. Timings are noisy on a shared machine: a figure for
// docs/perf.md, never a test (CI checks the deterministic parts: sizes, layout shifts, start work).
//
// Usage: pnpm perf [--runs 3] [--builds demo,real] [--pages landing,dashboard | all | name,…]
// `all` is the catalogue's 15 pages: 90 Lighthouse runs at the defaults, more than an hour here,
// which is why the default stays two pages.
// Ports: PERF_PORT (default 4180) serves the build, +1 the mock API, +2 Chromium's debugging port.
// Each run's report is kept in .reports/perf/<build>-<page>-<run>.json.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { LEARNER, PAGE_NAMES, PAGES } from '../perf/pages.mjs';

const require = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(appDir, '../..');
const reportsDir = path.join(repoRoot, '.reports/perf');
const { chromiumPath, chromiumArgs } = require(path.join(repoRoot, '.ci/chromium.cjs'));
// Lighthouse measures a tab that its own puppeteer-core drives: the one it depends on, so the two agree.
const puppeteer = createRequire(require.resolve('lighthouse'))('puppeteer-core');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    builds: { type: 'string', default: 'demo,real' },
    pages: { type: 'string', default: 'landing,dashboard' },
  },
});
const RUNS = Number(options.runs);
const BASE_PORT = Number(process.env.PERF_PORT ?? 4180);
const APP_PORT = BASE_PORT;
const MOCK_API_PORT = BASE_PORT + 1;
const DEBUGGING_PORT = BASE_PORT + 2;
const APP = `http://127.0.0.1:${APP_PORT}/student`;

const BUILDS = {
  demo: { env: {} },
  real: { env: { DECOLA_API_URL: `http://127.0.0.1:${MOCK_API_PORT}` } },
};

// The headless mode Lighthouse expects, without the closed network's connection attempts; no
// hinting flag: that one is for the visual baselines' pixels.
const CHROME_FLAGS = [
  '--headless=new',
  ...chromiumArgs.filter((flag) => flag !== '--headless' && !flag.startsWith('--font-render')),
];

/** Every child process this script starts, stopped (with its own children) on the way out. */
const children = new Set();
function start(command, args, { cwd = repoRoot, env = {} } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.exited = new Promise((resolve) => child.on('exit', resolve));
  child.stderrText = () => stderr;
  children.add(child);
  return child;
}
async function stop(child) {
  if (child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await child.exited;
  }
  children.delete(child);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

async function run(command, args, options) {
  const child = start(command, args, options);
  const code = await child.exited;
  children.delete(child);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${child.stderrText()}`);
}

/** Resolves once `url` answers (any status), or fails after `seconds`. */
async function waitFor(url, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${seconds} s.`);
}

const outDirOf = (build) => path.join(reportsDir, `build-${build}`);

async function buildApp(build) {
  const env = { DECOLA_API_URL: '', ...BUILDS[build].env };
  console.log(`building the ${build} app…`);
  await run(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', outDirOf(build), '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: appDir, env },
  );
  // The mock API's seed names the demo's pictures, PDFs and packages under /student/demo/, which a
  // build for a real backend leaves out: beside the benchmark's copy they stand for the content
  // host a real backend's files come from, so its pages draw their covers and open their PDF.
  if (build === 'real') {
    cpSync(path.join(appDir, 'public/demo'), path.join(outDirOf(build), 'demo'), {
      recursive: true,
    });
  }
}

/** Serves a build with the production server (and, for the real backend, the mock API it proxies). */
async function serve(build) {
  const env = { DECOLA_API_URL: '', ...BUILDS[build].env };
  const servers = [];
  if (build === 'real') {
    servers.push(
      start('pnpm', ['--filter', '@decola/api-mocks', 'mock-api'], {
        env: { MOCK_API_PORT: String(MOCK_API_PORT) },
      }),
    );
    await waitFor(`http://127.0.0.1:${MOCK_API_PORT}/`);
  }
  servers.push(
    start('node', ['server/start.mjs', '--dir', outDirOf(build)], {
      cwd: appDir,
      env: { ...env, HOST: '127.0.0.1', PORT: String(APP_PORT) },
    }),
  );
  await waitFor(`${APP}/`);
  return () => Promise.all(servers.map(stop));
}

/** A fresh Chromium (its own profile) with the debugging port open for Playwright and Lighthouse. */
async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'decola-perf-'));
  const browser = start(chromiumPath(), [
    ...CHROME_FLAGS,
    `--remote-debugging-port=${DEBUGGING_PORT}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  await waitFor(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`);
  return async () => {
    await stop(browser);
    rmSync(profile, { recursive: true, force: true });
  };
}

/**
 * In the browser's first tab: the demo learner signed in through the landing's login panel when
 * the page is hers, then the page opened once and its heading awaited, so a run never measures a
 * page that shows something else (an error, an empty screen, another account's).
 */
async function prepare(pageName) {
  const { path: pagePath, signedIn, heading } = PAGES[pageName];
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUGGING_PORT}`);
  const [context] = browser.contexts();
  const page = context.pages()[0] ?? (await context.newPage());
  if (signedIn) {
    await page.goto(`${APP}/home`);
    await page.getByRole('button', { name: 'Entrar' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Entrar' });
    await panel.getByRole('textbox', { name: 'CPF ou e-mail' }).fill(LEARNER.login);
    await panel.getByRole('textbox', { name: 'Senha', exact: true }).fill(LEARNER.password);
    await panel.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${APP}/dashboard`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Olá, / })
      .waitFor();
  }
  await page.goto(`${APP}${pagePath}`);
  try {
    await page.getByRole('heading', { ...heading, exact: true }).waitFor({ timeout: 30_000 });
  } catch {
    throw new Error(
      `${pageName} (${pagePath}) never showed its heading "${heading.name}": the run would measure another screen.`,
    );
  }
  // The demo backend keeps its session table in the tab's sessionStorage, written when idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await browser.close();
}

/**
 * One Lighthouse run in the browser's first tab: the demo backend keeps a signed-in session in
 * that tab's sessionStorage, so a signed-in page is measured where the learner signed in. Storage is
 * kept for a signed-in page; the HTTP cache is always emptied, so each page pays for its own bytes.
 */
async function measure(url, signedIn) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${DEBUGGING_PORT}`,
    defaultViewport: null,
  });
  const [page] = await browser.pages();
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: signedIn,
    },
    undefined,
    page,
  );
  await browser.disconnect();
  return result.lhr;
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    perf: lhr.categories.performance.score,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    tti: audit('interactive'),
    a11y: lhr.categories.accessibility.score,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** The pages `--pages` names: `all` for the whole catalogue. */
function pagesAsked(list) {
  const names = list === 'all' ? PAGE_NAMES : list.split(',');
  const unknown = names.filter((name) => !PAGES[name]);
  if (unknown.length > 0) {
    throw new Error(`Unknown page ${unknown.join(', ')}: all, or any of ${PAGE_NAMES.join(', ')}.`);
  }
  return names;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measurePage(build, pageName) {
  const { path: pagePath, signedIn } = PAGES[pageName];
  const url = `${APP}${pagePath}`;
  const runs = [];
  for (let index = 1; index <= RUNS; index += 1) {
    const closeChromium = await launchChromium();
    try {
      await prepare(pageName);
      const lhr = await measure(url, signedIn);
      writeFileSync(
        path.join(reportsDir, `${build}-${pageName}-${index}.json`),
        JSON.stringify(lhr),
      );
      const summary = summarise(lhr);
      // A signed-in page that sent the visitor home measured the wrong page.
      if (!summary.finalUrl.startsWith(url)) {
        throw new Error(`${url} ended on ${summary.finalUrl}: the run measured another page.`);
      }
      console.log(
        `  ${build} ${pageName} run ${index}: perf ${summary.perf}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls.toFixed(3)}`,
      );
      runs.push(summary);
    } finally {
      await closeChromium();
    }
  }
  const of = (key) => median(runs.map((summary) => summary[key]));
  return {
    build,
    page: pageName,
    perf: of('perf'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    tti: of('tti'),
    a11y: of('a11y'),
  };
}

function printTable(rows) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `| build | page | perf | LCP | TBT | CLS | TTI | accessibility |`,
    `|---|---|---|---|---|---|---|---|`,
    ...rows.map(
      (row) =>
        `| ${row.build} | ${row.page} | ${row.perf.toFixed(2)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${seconds(row.tti)} | ${row.a11y.toFixed(2)} |`,
    ),
  ];
  console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs, ` : ''}mobile preset:\n`);
  console.log(lines.join('\n'));
}

mkdirSync(reportsDir, { recursive: true });
const rows = [];
const pageNames = pagesAsked(options.pages);
try {
  for (const build of options.builds.split(',')) {
    if (!BUILDS[build]) throw new Error(`Unknown build ${build}: demo or real.`);
    await buildApp(build);
    const stopServing = await serve(build);
    try {
      for (const pageName of pageNames) {
        rows.push(await measurePage(build, pageName));
      }
    } finally {
      await stopServing();
    }
  }
} finally {
  await Promise.all([...children].map(stop));
}
printTable(rows);
