import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** State lives in the process: `demoControls.reset()` between tests gives each a fresh seed. */
export function createDemoServer() {
  return setupServer(...handlers);
}

export * from './index';
// For tests in node that read what a browser's Storage was left holding.
export { MemoryStorage } from './testing/memoryStorage';
