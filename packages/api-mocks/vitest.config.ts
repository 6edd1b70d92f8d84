import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // Dates in the seed are relative to "today" in Brazil, as the portal shows them.
    env: { TZ: 'America/Sao_Paulo' },
    testTimeout: 20_000,
  },
});
