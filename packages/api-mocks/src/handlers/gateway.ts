import { http as untypedHttp } from 'msw';
import { injectFault } from '../faults';
import { operationOf } from '../routes';
import { notFound, sessionExpired } from '../respond';
import { bearerToken, sessionUser } from '../session';

/**
 * Runs before every operation handler: finds the contract operation the request calls, applies the
 * faults set for it, then refuses a private call without a session (or a bearer call without a
 * token) with 403, as the real backend does. Returning nothing hands the request on.
 */
export const gatewayHandler = untypedHttp.all('*/api/*', async ({ request, cookies }) => {
  const operation = operationOf(request.method, new URL(request.url).pathname);
  if (!operation) return undefined;
  const faulted = await injectFault(operation.operationId);
  if (faulted) return faulted;
  if (operation.auth === 'session' && !sessionUser(cookies)) return sessionExpired();
  if (operation.auth === 'bearer' && !bearerToken(request)) return sessionExpired();
  return undefined;
});

/** After every operation handler: an /api path the contract does not have. */
export const unknownApiHandler = untypedHttp.all('*/api/*', () =>
  notFound('Esta rota não existe na API.'),
);
