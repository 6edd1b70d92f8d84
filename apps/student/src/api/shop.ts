import { shopMutations, shopQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const shopQuery = shopQueries(api);
export const shopMutation = shopMutations(api);
