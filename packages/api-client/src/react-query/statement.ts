import type { DecolaClient } from '../client.js';
import type { QueryOf } from './options.js';
import { decolaMutation, decolaQuery } from './options.js';

export type StatementFilters = QueryOf<'/api/decola/list/statement/user'>;

const all = ['statement'] as const;

export const statementKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (filters: StatementFilters = {}) => [...statementKeys.lists(), filters] as const,
  dailyDecoinsLimit: () => [...all, 'dailyDecoinsLimit'] as const,
};

export const statementMutationKeys = {
  acceptDailyDecoinsLimitMessage: [...all, 'acceptDailyDecoinsLimitMessage'],
} as const;

export function statementQueries(api: DecolaClient) {
  return {
    list: (filters: StatementFilters = {}) =>
      decolaQuery(statementKeys.list(filters), (signal) =>
        api.get('/api/decola/list/statement/user', { params: { query: filters }, signal }),
      ),
    /** The daily-coins-limit modal: isDecoinLimitExceed, acceptDailyDecoinLimitMessage. */
    dailyDecoinsLimit: () =>
      decolaQuery(statementKeys.dailyDecoinsLimit(), (signal) =>
        api.get('/api/decola/decoinsMaxDaily', { signal }),
      ),
  };
}

export function statementMutations(api: DecolaClient) {
  return {
    // Once accepted, the daily coins limit modal is never shown again.
    acceptDailyDecoinsLimitMessage: () =>
      decolaMutation(
        statementMutationKeys.acceptDailyDecoinsLimitMessage,
        () => api.post('/api/decola/decoins/accept'),
        () => [statementKeys.dailyDecoinsLimit()],
      ),
  };
}
