// The demo backend's start in a real browser: opens the built app's landing with the CPU throttled
// 4× (a mid-range phone) and reports the main-thread time spent in the demo backend's own chunks,
// from CDP's sampling profiler. A figure for docs/perf.md, never a test: timings are noisy here.
//
// Usage: build the app, serve it (`pnpm exec vite preview --port <port> --strictPort` in
// apps/student), then: node packages/api-mocks/scripts/measure-demo-start.mjs <url> [runs] [dist]
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { launchOptions } = require(path.join(repoRoot, '.ci/chromium.cjs'));
const url = process.argv[2] ?? 'http://127.0.0.1:6151/student/home';
const runs = Number(process.argv[3] ?? 5);
const distDir = path.resolve(process.argv[4] ?? path.join(repoRoot, 'apps/student/dist'));

/** The files only the demo backend loads: its static closure minus the app's and the landing's. */
function demoOnlyFiles() {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const closure = (key, files = new Set()) => {
    if (files.has(manifest[key].file)) return files;
    files.add(manifest[key].file);
    for (const imported of manifest[key].imports ?? []) closure(imported, files);
    return files;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const app = closure('src/routes/home/standard.tsx', closure(entry));
  return [...closure('src/demo/startDemoBackend.tsx')].filter((file) => !app.has(file));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds of samples whose stack holds a frame of the given scripts, and of all busy samples. */
function attribute(profile, isDemoScript) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const inDemo = new Map();
  const demo = (id) => {
    if (inDemo.has(id)) return inDemo.get(id);
    const node = nodes.get(id);
    const parent = parents.get(id);
    const value = isDemoScript(node.callFrame.url) || (parent !== undefined && demo(parent));
    inDemo.set(id, value);
    return value;
  };
  const idle = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
  let demoMs = 0;
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!idle.has(nodes.get(id).callFrame.functionName)) busyMs += ms;
    if (demo(id)) demoMs += ms;
  });
  return { demoMs, busyMs };
}

async function measureOnce(browser, demoFiles) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(() => window.__decolaDemo !== undefined, null, { timeout: 120_000 });
  const readyMs = Date.now() - started;
  // The landing's data: the FAQ's first question, drawn (in its placeholder until the FAQ is
  // scrolled near) once the demo backend has answered.
  await page
    .getByText(/Quem pode acessar o portal/)
    .first()
    .waitFor({ timeout: 120_000 });
  const dataMs = Date.now() - started;
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send('Profiler.stop');
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  const stored = await page.evaluate(() =>
    Object.keys(sessionStorage).reduce((total, key) => total + sessionStorage[key].length, 0),
  );
  await context.close();
  const isDemoScript = (scriptUrl) => demoFiles.some((file) => scriptUrl.endsWith(file));
  return { ...attribute(profile, isDemoScript), fcpMs, readyMs, dataMs, stored };
}

const demoFiles = demoOnlyFiles();
const browser = await chromium.launch(launchOptions());
const results = [];
for (let run = 0; run < runs; run += 1) results.push(await measureOnce(browser, demoFiles));
await browser.close();

const summary = Object.fromEntries(
  ['demoMs', 'busyMs', 'fcpMs', 'readyMs', 'dataMs', 'stored'].map((key) => [
    key,
    Math.round(median(results.map((result) => result[key]))),
  ]),
);
console.info(`demo-only files: ${demoFiles.join(', ')}`);
console.table(
  results.map((result) =>
    Object.fromEntries(Object.entries(result).map(([name, value]) => [name, Math.round(value)])),
  ),
);
console.info('median (ms; stored = characters in sessionStorage):', summary);
