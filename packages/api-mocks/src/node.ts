import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The demo backend for vitest: `const server = createDemoServer(); server.listen()`. State lives in
 * the process; `demoControls.reset()` between tests gives each one a fresh seed.
 */
export function createDemoServer() {
  return setupServer(...handlers);
}

export * from './index';
