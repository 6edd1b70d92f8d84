import { configurationMutations, configurationQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const configurationQuery = configurationQueries(api);
export const configurationMutation = configurationMutations(api);
