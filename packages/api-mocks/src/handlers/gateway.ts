import { getResponse, http as untypedHttp, type HttpHandler } from 'msw';
import { injectFault } from '../faults';
import type { OperationId } from '../operations.generated';
import { operationOf } from '../routes';
import { notFound, sessionExpired } from '../respond';
import { bearerToken, sessionUser } from '../session';

/**
 * Faults, then 403 for a private call without a session (as the backend does), then the operation's
 * handler alone: MSW would otherwise try a hundred handlers, reading the cookies for each.
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
