import { shopQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const shopQuery = shopQueries(api);
