import { defineConfig } from '@playwright/test';
import type { LaunchOptions } from '@playwright/test';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const { launchOptions } = createRequire(import.meta.url)('../../../.ci/chromium.cjs') as {
  launchOptions: () => LaunchOptions;
};
const { testPart } = createRequire(import.meta.url)('../../../.ci/testPart.cjs') as {
  testPart: () => { shard: { current: number; total: number } | null; folder: string };
};
/** One half of the suite when CI asks for it (TEST_PART, .ci/testPart.cjs), with its own reports. */
const part = testPart();
const reports = path.join(repoRoot, '.reports/visual', part.folder);

const PORT = Number(process.env.VISUAL_PORT ?? 6008);

/**
 * The story tests: every story of the static Storybook build is played (its play function), checked
 * with axe and compared with its PNG baseline in __screenshots__/, in one visit per story and
 * template (stories.visual.ts). `pnpm test:stories` runs them; `pnpm test:stories:update` rewrites
 * the baselines that changed; the HTML report (.reports/visual/html, or part-<n>/html for each half
 * that CI runs) shows expected, actual and diff.
 */
export default defineConfig({
  testDir: here,
  testMatch: '*.visual.ts',
  globalSetup: path.join(here, 'globalSetup.ts'),
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // A story without its baseline fails, as does a baseline without its story: new ones are written
  // only when asked (`--update-snapshots=changed`, which also writes the missing).
  updateSnapshots: 'none',
  outputDir: path.join(reports, 'results'),
  fullyParallel: true,
  shard: part.shard,
  // The visits mostly wait on the browser (navigation, fonts, a play function's timers), so three
  // pages keep two cores busy; STORY_WORKERS overrides it on a bigger machine.
  workers: Number(process.env.STORY_WORKERS ?? 3),
  retries: 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(reports, 'html'), open: 'never' }],
    [
      'json',
      {
        outputFile: process.env.VISUAL_JSON_REPORT ?? path.join(reports, 'results.json'),
      },
    ],
  ],
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      // Renders are byte-identical run after run here. The per-pixel threshold is a colour distance
      // (YIQ): 0.02 lets through only anti-aliasing noise, while one design-token step such as
      // blue-700 → blue-600 (≈ 0.08) fails; a few stray pixels are allowed, a thin border is not.
      threshold: 0.02,
      maxDiffPixels: 10,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    colorScheme: 'light',
    launchOptions: launchOptions(),
  },
  webServer: {
    command: `pnpm exec http-server storybook-static -a 127.0.0.1 -p ${PORT} -s`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
