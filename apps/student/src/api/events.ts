import { eventMutations, eventQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const eventQuery = eventQueries(api);
export const eventMutation = eventMutations(api);
