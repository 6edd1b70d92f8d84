import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import base from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(here, '../..');
const repoRoot = path.resolve(appDir, '../..');
const reports = path.join(repoRoot, '.reports/e2e-real');

const PORT = Number(process.env.E2E_PORT ?? 4175);
const MOCK_API_PORT = Number(process.env.MOCK_API_PORT ?? 4176);
const BUILD = process.env.REAL_BUILD_DIR ?? path.join(repoRoot, '.reports/real-build');

// The journeys' support reads it: no demo backend in the page to wait for.
process.env.E2E_REAL_BACKEND = '1';

/**
 * The fault journeys against the build for a real backend (`check:real-build` makes it), served by
 * the production server proxying /api to `pnpm mock-api`: here `context.setOffline` really cuts
 * the API, as a train's tunnel does, which the demo backend in the page never is.
 */
export default defineConfig({
  ...base,
  testDir: here,
  testIgnore: [],
  outputDir: path.join(reports, 'results'),
  shard: null,
  workers: 1,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(reports, 'results.json') }],
  ],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: [
    {
      command: 'pnpm --filter @decola/api-mocks mock-api',
      cwd: repoRoot,
      env: { MOCK_API_PORT: String(MOCK_API_PORT) },
      url: `http://127.0.0.1:${MOCK_API_PORT}/api/decola/configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node server/start.mjs --dir ${BUILD}`,
      cwd: appDir,
      env: {
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DECOLA_API_URL: `http://127.0.0.1:${MOCK_API_PORT}`,
      },
      url: `http://127.0.0.1:${PORT}/student/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
