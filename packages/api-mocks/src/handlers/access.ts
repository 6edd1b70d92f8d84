import type { HttpHandler } from 'msw';
import { configurationHandlers } from './access/configuration';
import { dailyDecoinsHandlers } from './access/dailyDecoins';
import { notificationHandlers } from './access/notifications';
import { profileHandlers } from './access/profile';
import { recoveryHandlers } from './access/recovery';
import { registerHandlers } from './access/register';
import { sessionHandlers } from './access/session';
import { statisticsHandlers } from './access/statistics';

/** Access and the shell, plus the demo outbox the recovery e-mails land in. */
export const accessHandlers: HttpHandler[] = [
  ...sessionHandlers,
  ...registerHandlers,
  ...recoveryHandlers,
  ...configurationHandlers,
  ...notificationHandlers,
  ...profileHandlers,
  ...statisticsHandlers,
  ...dailyDecoinsHandlers,
];
