import { createDecolaClient } from '@decola/api-client';
import { backendReady } from '../app/backendReady';
import { sessionExpired } from '../session/sessionExpired';

/**
 * The portal's one client: same origin, cookies, every 403 reported to the session (spec 1 §6).
 * Each call waits until the backend can answer, so the page renders before the demo backend runs.
 */
export const api = createDecolaClient({
  baseUrl: '',
  fetch: async (request) => {
    await backendReady;
    return globalThis.fetch(request);
  },
  onSessionExpired: () => sessionExpired(),
});
