import { newestCoursesQuery } from '@decola/api-client/react-query';
import { api } from './client';

/**
 * The landing's 'NOVIDADES' alone: the landing's start-up takes this, not `courseQuery` and every
 * course query and mutation with it. Same key, so what changes a course list refreshes it too.
 */
export const newestCourses = () => newestCoursesQuery(api);
