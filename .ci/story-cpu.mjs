// Where a story visit's CPU goes, phase by phase, as CPU time rather than wall time (see
// journey-cpu.mjs): the steps of packages/ui/visual/stories.visual.ts on one reused page —
// show the story in place and wait for its play function to settle, the full-page shot, axe —
// for every `step`-th story of the static Storybook (built first: `pnpm build-storybook`).
//
//   node .ci/story-cpu.mjs [--step 25] [--polling raf|<ms>]
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const { launchOptions } = require('./chromium.cjs');
const { chromiumPid, spentByKind, treeCpu } = require('./processCpu.cjs');

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
const step = Number(option('step', 25));
const polling = option('polling', 'raf');
const PORT = Number(process.env.VISUAL_PORT ?? 6131);
const spent = (before, after) => spentByKind(before, after).total ?? 0;

const AXE_URL = '/__story-tests__/axe.min.js';
const target = path.join(root, 'storybook-static', AXE_URL.slice(1));
mkdirSync(path.dirname(target), { recursive: true });
copyFileSync(require.resolve('axe-core/axe.min.js'), target);

const server = spawn(
  'pnpm',
  ['exec', 'http-server', 'storybook-static', '-a', '127.0.0.1', '-p', String(PORT), '-s'],
  { cwd: root, stdio: 'ignore', detached: true },
);
process.on('exit', () => process.kill(-server.pid));
for (let tries = 0; ; tries += 1) {
  try {
    await fetch(`http://127.0.0.1:${PORT}/index.json`);
    break;
  } catch {
    if (tries > 100) throw new Error('http-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const entries = Object.values(
  JSON.parse(readFileSync(path.join(root, 'storybook-static/index.json'), 'utf8')).entries,
).filter((entry) => entry.type === 'story' && entry.tags?.includes('test'));
const sample = entries.filter((_, index) => index % step === 0);

const browser = await chromium.launch(launchOptions());
const browserPid = chromiumPid();
const context = await browser.newContext({
  baseURL: `http://127.0.0.1:${PORT}`,
  viewport: { width: 1024, height: 768 },
  deviceScaleFactor: 1,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  colorScheme: 'light',
});
const page = await context.newPage();
await page.goto('/iframe.html?viewMode=story');
await page.evaluate(async () => {
  await Promise.all([...document.fonts].map((face) => face.load()));
});
// The render phase of .storybook/storyPhase.ts (TypeScript, which Node 20 does not load): what the
// story tests wait for, without reading why a story failed.
const settled = () => {
  const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
  return phase === 'finished' || phase === 'errored' || phase === 'aborted' ? phase : false;
};
const waitOptions = { timeout: 20_000, polling: polling === 'raf' ? 'raf' : Number(polling) };

const totals = { show: 0, shot: 0, axe: 0, self: 0, visits: 0, failures: 0 };
for (const entry of sample) {
  const shot = entry.tags?.includes('visual');
  await page.emulateMedia({ reducedMotion: shot ? 'reduce' : 'no-preference' });
  const selfBefore = process.cpuUsage();
  let mark = treeCpu(browserPid);
  const lap = (key) => {
    const now = treeCpu(browserPid);
    totals[key] += spent(mark, now);
    mark = now;
  };
  try {
    await page.evaluate(
      ({ id }) => {
        window.localStorage.clear();
        window.sessionStorage.clear();
        window.scrollTo(0, 0);
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        channel.data = {};
        window.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.update({ template: 'default' });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      },
      { id: entry.id },
    );
    await page.waitForFunction(
      (id) => window.__STORYBOOK_PREVIEW__?.currentRender?.id === id,
      entry.id,
      waitOptions,
    );
    await page.waitForFunction(settled, undefined, waitOptions);
    lap('show');
    if (shot) {
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    }
    lap('shot');
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_URL });
    await page.evaluate(() =>
      window.axe.run('body', {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      }),
    );
    lap('axe');
  } catch (error) {
    totals.failures += 1;
    console.warn(entry.id, error.message.split('\n')[0]);
  }
  const self = process.cpuUsage(selfBefore);
  totals.self += (self.user + self.system) / 1e6;
  totals.visits += 1;
}
await browser.close();
const per = (key) => (totals[key] / totals.visits).toFixed(3);
console.log(
  `${totals.visits} visits (every ${step}th story, polling ${polling}), CPU seconds per visit:` +
    `\n  chromium: show + play ${per('show')}, shot ${per('shot')}, axe ${per('axe')}` +
    `\n  playwright (this script) ${per('self')}; failures ${totals.failures}`,
);
process.exit(0);
