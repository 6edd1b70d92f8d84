import type { HttpHandler } from 'msw';
import { catalogueHandlers } from './learning/catalogue';
import { courseContentHandlers } from './learning/contents/courseRoutes';
import { eventContentHandlers } from './learning/contents/eventRoutes';
import { sharedContentHandlers } from './learning/contents/sharedRoutes';
import { enrolmentHandlers } from './learning/enrolment';
import { interestHandlers } from './learning/interests';
import { pillHandlers } from './learning/pills';
import { schoolHandlers } from './learning/schools';
import { searchHandlers } from './learning/search';
import { socialHandlers } from './learning/social';

/** Course and event-class contents share one engine. */
export const learningHandlers: HttpHandler[] = [
  ...catalogueHandlers,
  ...enrolmentHandlers,
  ...socialHandlers,
  ...schoolHandlers,
  ...searchHandlers,
  ...courseContentHandlers,
  ...eventContentHandlers,
  ...sharedContentHandlers,
  ...pillHandlers,
  ...interestHandlers,
];
