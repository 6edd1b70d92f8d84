import { playwright } from '@vitest/browser-playwright';
import { createRequire } from 'node:module';
import type { LaunchOptions } from 'playwright';
import { defineConfig } from 'vitest/config';

const { launchOptions } = createRequire(import.meta.url)('../../.ci/chromium.cjs') as {
  launchOptions: () => LaunchOptions;
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'lint/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts'],
        },
      },
      {
        // What needs a real browser runs in Chromium: the sanitiser's HTML parser (mutation XSS), scrolling.
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: launchOptions() }),
            instances: [{ browser: 'chromium' }],
            api: { host: '127.0.0.1', port: Number(process.env.VITEST_BROWSER_PORT) || 63315 },
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
