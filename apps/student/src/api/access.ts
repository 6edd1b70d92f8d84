import { accessMutations, accessQueries } from '@decola/api-client/react-query';
import { api } from './client';

/**
 * The query and mutation options of one area of the contract over the portal's client. One module
 * per area, so each route's chunk carries only the areas it calls (the landing needs four of
 * fourteen).
 */
export const accessQuery = accessQueries(api);
export const accessMutation = accessMutations(api);
