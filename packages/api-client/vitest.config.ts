import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // The files share one module graph per worker instead of importing every module again for
    // each file (three to five times faster): none mocks a module, each sets up its own state.
    isolate: false,
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // The schema test runs the generator over the whole contract.
    testTimeout: 30_000,
  },
});
