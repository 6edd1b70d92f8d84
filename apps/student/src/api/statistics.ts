import { statisticsQueries } from '@decola/api-client/react-query';
import { api } from './client';

export const statisticsQuery = statisticsQueries(api);
