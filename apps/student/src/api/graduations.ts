import { graduationMutations, graduationQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const graduationQuery = graduationQueries(api);

export const graduationMutation = graduationMutations(api);
