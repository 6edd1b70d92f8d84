import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { loadGeneratedSeed } from './seed/readGenerated';

/**
 * The demo backend for vitest: `const server = createDemoServer(); server.listen()`. State lives in
 * the process, seeded from the generated seed file; `demoControls.reset()` between tests gives each
 * one a fresh seed.
 */
export function createDemoServer() {
  loadGeneratedSeed();
  return setupServer(...handlers);
}

export * from './index';
