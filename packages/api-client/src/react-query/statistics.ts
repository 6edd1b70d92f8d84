import type { DecolaClient } from '../client.js';
import type { QueryOf } from './options.js';
import { decolaQuery } from './options.js';

export type AccessStatisticsFilters = QueryOf<'/api/decola/statistics/user/access'>;

// Access statistics, a daily period over 14 days.
const LAST_14_DAYS: AccessStatisticsFilters = { period: 'day', interval: 14 };

const all = ['statistics'] as const;

export const statisticsKeys = {
  all,
  user: () => [...all, 'user'] as const,
  access: (filters: AccessStatisticsFilters = LAST_14_DAYS) => [...all, 'access', filters] as const,
  engagement: () => [...all, 'engagement'] as const,
};

export function statisticsQueries(api: DecolaClient) {
  return {
    user: () =>
      decolaQuery(statisticsKeys.user(), (signal) =>
        api.get('/api/decola/get/statistics/user', { signal }),
      ),
    access: (filters: AccessStatisticsFilters = LAST_14_DAYS) =>
      decolaQuery(statisticsKeys.access(filters), (signal) =>
        api.get('/api/decola/statistics/user/access', { params: { query: filters }, signal }),
      ),
    /** The ranking of students by engagement. */
    engagement: () =>
      decolaQuery(statisticsKeys.engagement(), (signal) =>
        api.get('/api/decola/list/students/engagement', { signal }),
      ),
  };
}
