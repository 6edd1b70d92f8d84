import { accessMutations, accessQueries } from '@decola/api-client/react-query';
import { api } from './client';

/** One module per area, so a route's chunk carries only the areas it calls (landing: 4 of 14). */
export const accessQuery = accessQueries(api);
export const accessMutation = accessMutations(api);
