import type { DecolaClient } from '../client.js';
import type { components } from '../schema.js';
import { decolaMutation, decolaQuery } from './options.js';

const all = ['configuration'] as const;

/** Who reads the FAQ: the landing page or a signed-in user (spec 1 §7 names both lists). */
export type FaqAudience = 'landing' | 'signedIn';

export const configurationKeys = {
  all,
  current: () => [...all, 'current'] as const,
  lists: () => [...all, 'list'] as const,
  list: (filters: { audience: FaqAudience }) => [...configurationKeys.lists(), filters] as const,
};

export const configurationMutationKeys = {
  sendSuggestion: [...all, 'sendSuggestion'],
} as const;

export function configurationQueries(api: DecolaClient) {
  return {
    /** Used whole; loaded at startup and before every private route. */
    current: () =>
      decolaQuery(configurationKeys.current(), (signal) =>
        api.get('/api/decola/configuration', { signal }),
      ),
    faq: (audience: FaqAudience) =>
      decolaQuery(configurationKeys.list({ audience }), (signal) =>
        audience === 'landing'
          ? api.get('/api/list/faq', { signal })
          : api.get('/api/decola/faq/list', { signal }),
      ),
  };
}

export function configurationMutations(api: DecolaClient) {
  return {
    sendSuggestion: () =>
      decolaMutation(
        configurationMutationKeys.sendSuggestion,
        (suggestion: components['schemas']['Suggestion']) =>
          api.post('/api/decola/suggestion', { body: suggestion }),
      ),
  };
}
