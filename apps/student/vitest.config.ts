import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __DEMO_BACKEND__: 'true', __TEMPLATE_HOSTS__: '{}', __CONTENT_HOSTS__: '[]' },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'server/**/*.test.mjs', 'lint/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Dates in the demo's seed are relative to "today" in Brazil, as the portal shows them.
    env: { TZ: 'America/Sao_Paulo' },
    testTimeout: 20_000,
  },
});
