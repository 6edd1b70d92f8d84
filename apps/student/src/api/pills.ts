import { pillMutations, pillQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const pillQuery = pillQueries(api);
export const pillMutation = pillMutations(api);
