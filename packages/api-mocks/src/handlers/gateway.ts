import { getResponse, http as untypedHttp, type HttpHandler } from 'msw';
import { injectFault } from '../faults';
import type { OperationId } from '../operations.generated';
import { operationOf } from '../routes';
import { notFound, sessionExpired } from '../respond';
import { bearerToken, sessionUser } from '../session';

/**
 * Answers every call of the contract: finds the operation the request calls, applies the faults
 * set for it, refuses a private call without a session (or a bearer call without a token) with
 * 403 as the real backend does, then hands the request to that operation's handler alone — MSW
 * would otherwise try a hundred handlers in turn, reading the cookies for each. Returning nothing
 * (a path the contract does not have) hands the request on.
 */
export function gateway(operationHandlers: ReadonlyMap<OperationId, HttpHandler>): HttpHandler {
  return untypedHttp.all('*/api/*', async ({ request, cookies }) => {
    const operation = operationOf(request.method, new URL(request.url).pathname);
    if (!operation) return undefined;
    const faulted = await injectFault(operation.operationId);
    if (faulted) return faulted;
    if (operation.auth === 'session' && !sessionUser(cookies)) return sessionExpired();
    if (operation.auth === 'bearer' && !bearerToken(request)) return sessionExpired();
    const handler = operationHandlers.get(operation.operationId);
    return handler ? getResponse([handler], request) : undefined;
  });
}

/** After every other handler: an /api path the contract does not have. */
export const unknownApiHandler = untypedHttp.all('*/api/*', () =>
  notFound('Esta rota não existe na API.'),
);
