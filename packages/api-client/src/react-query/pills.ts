import type { DecolaClient } from '../client.js';
import { decolaChunks, decolaMutation, decolaQuery } from './options.js';

// Pills, 11 per request.
const PILLS_CHUNK = 11;

const all = ['pills'] as const;

export const pillKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (limit = PILLS_CHUNK) => [...pillKeys.lists(), { limit }] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: number) => [...pillKeys.details(), id] as const,
};

export const pillMutationKeys = {
  watch: [...all, 'watch'],
} as const;

export function pillQueries(api: DecolaClient) {
  return {
    /** 'Fique por dentro': chunks from index 0, then from the current length. */
    list: (limit = PILLS_CHUNK) =>
      decolaChunks(
        pillKeys.list(limit),
        (index, signal) =>
          api.get('/api/decola/pills', { params: { query: { index, limit } }, signal }),
        (page) => ({ count: page.pills.length, hasMore: page.has_more }),
      ),
    detail: (id: number) =>
      decolaQuery(pillKeys.detail(id), (signal) =>
        api.get('/api/decola/pills/{id}', { params: { path: { id } }, signal }),
      ),
  };
}

export function pillMutations(api: DecolaClient) {
  return {
    watch: () =>
      decolaMutation(
        pillMutationKeys.watch,
        (id: number) => api.post('/api/decola/pills/{id}/watch', { params: { path: { id } } }),
        () => [pillKeys.all],
      ),
  };
}
