import { contentMutations, contentQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const contentQuery = contentQueries(api);
export const contentMutation = contentMutations(api);
