import { demoControls } from '@decola/api-mocks/node';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../app/queryClient';

// The portal's own client, answered by the demo backend's handlers in this process. Not MSW's
// server: its cookie store would write to the very storage these tests make refuse.
vi.mock('../api/client', async () => {
  const { getResponse } = await import('msw');
  const { handlers } = await import('@decola/api-mocks/node');
  const { createCookieJarFetch, createDecolaClient } = await import('@decola/api-client');
  const { sessionExpired } = await import('../session/sessionExpired');
  const demoBackend = async (request: Request) =>
    (await getResponse(handlers, request)) ?? new Response(null, { status: 599 });
  return {
    api: createDecolaClient({
      baseUrl: 'http://portal.test',
      // One browser: its cookie jar holds the session every call sends.
      fetch: createCookieJarFetch(demoBackend),
      onSessionExpired: () => sessionExpired(),
    }),
  };
});

afterEach(() => {
  queryClient.clear();
  demoControls.reset();
  vi.unstubAllGlobals();
});
