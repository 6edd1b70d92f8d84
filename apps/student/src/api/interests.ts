import { interestMutations, interestQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const interestQuery = interestQueries(api);
export const interestMutation = interestMutations(api);
