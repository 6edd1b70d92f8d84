import { createDecolaClient } from '@decola/api-client';
import { backendReady } from '../app/backendReady';
import { sessionExpired } from '../session/sessionExpired';

/** Every call waits for the backend, so the page renders before the demo backend runs. */
export const api = createDecolaClient({
  baseUrl: '',
  fetch: async (request) => {
    await backendReady;
    return globalThis.fetch(request);
  },
  onSessionExpired: () => sessionExpired(),
});
