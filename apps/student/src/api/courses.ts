import { courseMutations, courseQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const courseQuery = courseQueries(api);
export const courseMutation = courseMutations(api);
