import type { HttpHandler } from 'msw';
import { OPERATIONS, type OperationId } from '../operations.generated';
import { accessHandlers } from './access';
import { certificateHandler } from './certificates';
import { demoControlHandlers } from './demo';
import { eventsHandlers } from './events';
import { gateway, unknownApiHandler } from './gateway';
import { imageHandler } from './images';
import { learningHandlers } from './learning';
import { receiptHandler } from './receipts';
import { shopHandlers } from './shop';
import { videoLinkHandler } from './videoLinks';

/** Each operation by its route as MSW writes it: method, `*` and the path with `:parameters`. */
const OPERATION_BY_ROUTE = new Map<string, OperationId>(
  OPERATIONS.map((operation) => [
    `${operation.method} *${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`,
    operation.operationId,
  ]),
);

const operationHandlers = new Map<OperationId, HttpHandler>();
/** Handlers of the areas that are not operations of the contract (the demo's outbox). */
const otherHandlers: HttpHandler[] = [];
for (const handler of [
  ...accessHandlers,
  ...learningHandlers,
  ...eventsHandlers,
  ...shopHandlers,
]) {
  const operationId = OPERATION_BY_ROUTE.get(`${handler.info.method} ${String(handler.info.path)}`);
  if (operationId) operationHandlers.set(operationId, handler);
  else otherHandlers.push(handler);
}

/** Every handler of the demo backend, in the order MSW must try them. */
export const handlers: HttpHandler[] = [
  gateway(operationHandlers),
  ...demoControlHandlers,
  imageHandler,
  certificateHandler,
  receiptHandler,
  videoLinkHandler,
  ...otherHandlers,
  unknownApiHandler,
];
