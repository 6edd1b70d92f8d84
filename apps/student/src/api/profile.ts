import { profileMutations, profileQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const profileQuery = profileQueries(api);
export const profileMutation = profileMutations(api);
