import { notificationMutations, notificationQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const notificationQuery = notificationQueries(api);
export const notificationMutation = notificationMutations(api);
