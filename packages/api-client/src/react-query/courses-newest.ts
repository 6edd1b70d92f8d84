import type { DecolaClient } from '../client.js';
import { courseKeys } from './course-keys.js';
import { decolaQuery } from './options.js';

/**
 * The landing 'NOVIDADES' carousel (read from `courses`), also on its own: a public page
 * that needs only it does not carry every course query in its start-up.
 */
export const newestCoursesQuery = (api: DecolaClient) =>
  decolaQuery(courseKeys.newest(), (signal) => api.get('/api/course/list/new', { signal }));
