import { defineConfig } from '@playwright/test';
import type { LaunchOptions } from '@playwright/test';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '..');
const repoRoot = path.resolve(appDir, '../..');
const { launchOptions } = createRequire(import.meta.url)('../../../.ci/chromium.cjs') as {
  launchOptions: () => LaunchOptions;
};
const { testPart } = createRequire(import.meta.url)('../../../.ci/testPart.cjs') as {
  testPart: () => { shard: { current: number; total: number } | null; folder: string };
};
/** One half of the suite when CI asks for it (TEST_PART, .ci/testPart.cjs), with its own reports. */
const part = testPart();
const reports = path.join(repoRoot, '.reports/e2e', part.folder);

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Against the production build served by the production server (server/start.mjs, its CSP
 * included), as a learner meets the portal: build first.
 */
export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  // Those run against the real-backend build, with their own config (real-backend/).
  testIgnore: 'real-backend/**',
  outputDir: path.join(reports, 'results'),
  fullyParallel: true,
  shard: part.shard,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // The machines are 2 shared cores: a login and the guarded navigation after it can take a few
  // seconds when other work runs, without anything being wrong.
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(reports, 'html'), open: 'never' }],
    [
      'json',
      {
        outputFile: process.env.E2E_JSON_REPORT ?? path.join(reports, 'results.json'),
      },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace of every journey (to keep the failing ones) took half the suite's time;
    // to see a failure step by step, run it again with `--trace retain-on-failure`.
    trace: 'off',
    launchOptions: launchOptions(),
  },
  webServer: {
    command: 'node server/start.mjs',
    cwd: appDir,
    env: { HOST: '127.0.0.1', PORT: String(PORT), DECOLA_API_URL: '' },
    url: `http://127.0.0.1:${PORT}/student/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
