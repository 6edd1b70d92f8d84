// Where a journey's CPU goes, phase by phase, as CPU time rather than wall time, so the numbers
// hold while other work runs on the machine. Each journey is a new browser context, as each of
// Playwright's tests is, and walks `openSignedIn`'s steps (apps/student/e2e/support/signIn.ts) on
// the built app served by its production server, then waits for the dashboard's sections. Per
// phase: the CPU of Chromium's processes by kind and of the app server (/proc), this script's own
// (Playwright's client and driver), the page's main thread as Chromium counts it (CDP
// Performance.getMetrics), and the requests the page and its service worker made.
//
//   pnpm --filter @decola/student build && node .ci/journey-cpu.mjs [--rounds 8]
//   node .ci/journey-cpu.mjs --dir /tmp/before-dist --dir apps/student/dist   (A/B, alternated)
//
// With two builds, the rounds alternate between them in one browser, so a busy machine weighs on
// both alike; the table shows the median per build and the median of the paired differences.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTables } from './journeyTables.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const { launchOptions } = require('./chromium.cjs');
const { chromiumPid, spentByKind, treeCpu } = require('./processCpu.cjs');

const args = process.argv.slice(2);
const option = (name) =>
  args.flatMap((arg, index) => (arg === `--${name}` ? [args[index + 1]] : []));
const rounds = Number(option('rounds')[0] ?? 8);
const jsonOut = option('json')[0];
const dirs = option('dir').length ? option('dir') : ['apps/student/dist'];
// How a journey gets its context and session (see `journey` below); two modes are compared as two
// builds are.
const MODES = ['fresh', 'stored', 'reuse', 'reuse-stored', 'persistent'];
const modes = option('mode').length ? option('mode') : ['fresh'];
for (const mode of modes) if (!MODES.includes(mode)) throw new Error(`--mode: one of ${MODES}`);
if (dirs.length > 1 && modes.length > 1) throw new Error('Compare two builds or two modes.');
const firstPort = Number(process.env.E2E_PORT ?? 4231);
function startServer(dir, port) {
  const server = spawn('node', ['server/start.mjs', '--dir', path.resolve(root, dir)], {
    cwd: path.join(root, 'apps/student'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DECOLA_API_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.on('exit', () => server.kill());
  return new Promise((resolve, reject) => {
    server.stdout.once('data', () => resolve(server));
    server.once('exit', () => reject(new Error(`The app server did not start on port ${port}.`)));
  });
}

const servers = new Map();
for (const [index, dir] of dirs.entries()) {
  const port = firstPort + index;
  servers.set(dir, { port, process: await startServer(dir, port) });
}
const variants = (
  modes.length > 1 ? modes.map((mode) => [dirs[0], mode]) : dirs.map((dir) => [dir, modes[0]])
).map(([dir, mode]) => ({
  dir,
  mode,
  label: modes.length > 1 ? `${dir} (${mode})` : dir,
  ...servers.get(dir),
}));

const browser = await chromium.launch(launchOptions());
const browserPid = chromiumPid();

const newContext = ({ port }) =>
  browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });

/** The login of `openAs` (apps/student/e2e/support/signIn.ts), in the page. */
async function login() {
  const answer = await fetch('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: 'aluno@decola.dev', password: 'Decola@2026' }),
  });
  if (!answer.ok) throw new Error(`login answered ${answer.status}`);
  localStorage.setItem('decola:signed-in', 'true');
}

/** An init script: a new tab gets the signed-in tab's storage, once (a reload keeps its own). */
function restoreTab({ session, local, cookies }) {
  if (sessionStorage.getItem('journey-cpu:restored')) return;
  sessionStorage.setItem('journey-cpu:restored', '1');
  for (const [key, value] of session) sessionStorage.setItem(key, value);
  for (const [key, value] of local) localStorage.setItem(key, value);
  document.cookie = cookies;
}

/**
 * Per variant: the storage of a tab signed in once (`stored` modes), the context kept from journey
 * to journey (`reuse` modes), and how that context forgets a journey's storage.
 */
for (const variant of variants) {
  if (variant.mode.endsWith('stored')) {
    const context = await newContext(variant);
    const page = await context.newPage();
    await page.goto('/student/terms');
    await page.waitForFunction(() => window.__decolaDemo !== undefined);
    await page.evaluate(login);
    // The demo saves its tables when idle or hidden: hiding is what a test can cause at once.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    variant.stored = {
      tab: await page.evaluate(() => ({
        session: Object.entries(sessionStorage),
        local: Object.entries(localStorage),
        cookies: document.cookie,
      })),
    };
    await context.close();
  }
  variant.browserPid = browserPid;
  if (variant.mode === 'persistent') {
    const known = new Set(treeCpu(process.pid).keys());
    variant.context = await chromium.launchPersistentContext(
      mkdtempSync(path.join(os.tmpdir(), 'journey-cpu-')),
      {
        ...launchOptions(),
        baseURL: `http://127.0.0.1:${variant.port}`,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      },
    );
    variant.browserPid = [...treeCpu(process.pid).keys()].find(
      (pid) => !known.has(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chrom'),
    );
  }
  if (variant.mode.startsWith('reuse') || variant.mode === 'persistent') {
    if (!variant.context) variant.context = await newContext(variant);
    if (variant.stored) await variant.context.addInitScript(restoreTab, variant.stored.tab);
    const blank = await variant.context.newPage();
    const cdp = await variant.context.newCDPSession(blank);
    variant.clearOrigin = () =>
      cdp.send('Storage.clearDataForOrigin', {
        origin: `http://127.0.0.1:${variant.port}`,
        // As the journeys' kept context is wiped (apps/student/e2e/support/test.ts).
        storageTypes: 'cookies,local_storage,indexeddb,cache_storage,service_workers',
      });
  }
}

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];

async function journey(variant) {
  const { process: server, mode } = variant;
  const phases = [];
  const requests = { page: 0, 'service worker': 0 };
  let cdp = null;
  const read = async () => ({
    browser: treeCpu(variant.browserPid),
    server: treeCpu(server.pid),
    self: process.cpuUsage(),
    metrics: cdp
      ? Object.fromEntries(
          (await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [
            name,
            value,
          ]),
        )
      : {},
    requests: { ...requests },
  });
  let mark = await read();
  const phase = async (name, step) => {
    await step();
    const now = await read();
    const self = process.cpuUsage(mark.self);
    const chromiumByKind = spentByKind(mark.browser, now.browser, 'chromium');
    phases.push({
      name,
      values: {
        'chromium (all)': Object.values(chromiumByKind).reduce((sum, value) => sum + value, 0),
        ...chromiumByKind,
        'app server': spentByKind(mark.server, now.server).total ?? 0,
        'playwright (this script)': (self.user + self.system) / 1e6,
        ...Object.fromEntries(
          // A closed page reports nothing: its phase adds none.
          METRICS.map((key) => [
            `page ${key}`,
            key in now.metrics ? now.metrics[key] - (mark.metrics[key] ?? 0) : 0,
          ]),
        ),
        'requests (page)': now.requests.page - mark.requests.page,
        'requests (service worker)':
          now.requests['service worker'] - mark.requests['service worker'],
      },
    });
    mark = now;
  };

  const reuse = mode.startsWith('reuse') || mode === 'persistent';
  const stored = mode.endsWith('stored');
  let context;
  let page;
  await phase(reuse ? 'new page (context kept)' : 'new context and page', async () => {
    context = reuse ? variant.context : await newContext(variant);
    if (stored && !reuse) await context.addInitScript(restoreTab, variant.stored.tab);
    const onRequest = (request) => {
      requests[request.serviceWorker() ? 'service worker' : 'page'] += 1;
    };
    context.on('request', onRequest);
    variant.offRequest = () => context.off('request', onRequest);
    page = await context.newPage();
    cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
  });
  if (stored) {
    await phase('stored session: private route (guard, shell)', async () => {
      await page.goto('/student/dashboard');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Olá, / })
        .waitFor();
    });
  } else {
    await phase('light page (/student/terms) loaded', () => page.goto('/student/terms'));
    await phase('demo backend ready (worker, seed)', () =>
      page.waitForFunction(() => window.__decolaDemo !== undefined),
    );
    await phase('login call', () => page.evaluate(login));
    await phase('private route (guard, shell)', async () => {
      await page.evaluate(() => {
        history.pushState(null, '', '/student/dashboard');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Olá, / })
        .waitFor();
    });
  }
  await phase('the screen (dashboard sections)', async () => {
    await page.getByRole('heading', { level: 1, name: 'Meu dashboard' }).waitFor();
    await page
      .getByRole('region', { name: 'Catálogo de treinamentos' })
      .getByRole('article')
      .first()
      .waitFor();
  });
  await phase(reuse ? 'close page, clear storage' : 'close context', async () => {
    cdp = null;
    variant.offRequest();
    if (!reuse) return context.close();
    await page.close();
    await context.clearCookies();
    await context.clearPermissions();
    await variant.clearOrigin();
  });
  return phases;
}

const byVariant = variants.map(() => []);
// The first journey of each variant warms the server's file cache and the browser: not counted.
for (let round = 0; round <= rounds; round += 1) {
  const order = round % 2 ? [...variants.keys()].reverse() : [...variants.keys()];
  for (const index of order) {
    const phases = await journey(variants[index]);
    if (round > 0) byVariant[index].push(phases);
  }
}
await browser.close();
for (const { process: server } of servers.values()) server.kill();

const results = printTables(variants, byVariant, rounds);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ rounds, results, byVariant }, null, 2));
