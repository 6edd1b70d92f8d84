import { setupServer } from 'msw/node';
import { createDecolaClient } from '../client.js';
import type { DecolaClientOptions } from '../client.js';

/** Origin the tests call; MSW answers for it, so nothing leaves the process. */
export const API = 'http://api.decola.test';

export const server = setupServer();

/** A GET answered 502-504 is still asked again, without the production backoff's seconds. */
export function testClient(options: Partial<DecolaClientOptions> = {}) {
  return createDecolaClient({ baseUrl: API, retryDelaysMs: [1, 1, 1], ...options });
}
