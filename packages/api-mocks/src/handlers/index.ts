import type { HttpHandler } from 'msw';
import { specificity } from '../routes';
import { accessHandlers } from './access';
import { demoControlHandlers } from './demo';
import { eventsHandlers } from './events';
import { gatewayHandler, unknownApiHandler } from './gateway';
import { imageHandler } from './images';
import { learningHandlers } from './learning';
import { shopHandlers } from './shop';

const pathOf = (handler: HttpHandler): string => String(handler.info.path);

/**
 * Operation handlers of every area, the more literal path first: MSW tries handlers in order, and
 * `/courseTrack/list` must not be answered by `/courseTrack/{id}`.
 */
const operationHandlers = [
  ...accessHandlers,
  ...learningHandlers,
  ...eventsHandlers,
  ...shopHandlers,
].sort((a, b) => specificity(pathOf(b)) - specificity(pathOf(a)));

/** Every handler of the demo backend, in the order MSW must try them. */
export const handlers: HttpHandler[] = [
  gatewayHandler,
  ...demoControlHandlers,
  imageHandler,
  ...operationHandlers,
  unknownApiHandler,
];
