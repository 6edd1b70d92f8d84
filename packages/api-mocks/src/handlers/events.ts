import type { HttpHandler } from 'msw';
import { classHandlers } from './events/classes';
import { eventReadHandlers } from './events/events';
import { graduationHandlers } from './events/graduations';

/** Events, their classes and QR check-ins, and training courses (graduations): spec 2 §4, §7. */
export const eventsHandlers: HttpHandler[] = [
  ...eventReadHandlers,
  ...classHandlers,
  ...graduationHandlers,
];
