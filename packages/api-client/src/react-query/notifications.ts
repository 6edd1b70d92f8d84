import type { DecolaClient } from '../client.js';
import { decolaMutation, decolaQuery } from './options.js';

const all = ['notifications'] as const;

export const notificationKeys = {
  all,
  list: () => [...all, 'list'] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: number) => [...notificationKeys.details(), id] as const,
};

export const notificationMutationKeys = {
  watch: [...all, 'watch'],
  delete: [...all, 'delete'],
} as const;

export function notificationQueries(api: DecolaClient) {
  return {
    list: () =>
      decolaQuery(notificationKeys.list(), (signal) =>
        api.get('/api/decola/notifications', { signal }),
      ),
    detail: (id: number) =>
      decolaQuery(notificationKeys.detail(id), (signal) =>
        api.get('/api/decola/notification/{id}', { params: { path: { id } }, signal }),
      ),
  };
}

export function notificationMutations(api: DecolaClient) {
  return {
    // A clicked notification is marked as watched and the list is reloaded.
    watch: () =>
      decolaMutation(
        notificationMutationKeys.watch,
        (id: number) =>
          api.post('/api/decola/notification/{id}/watch', { params: { path: { id } } }),
        () => [notificationKeys.all],
      ),
    delete: () =>
      decolaMutation(
        notificationMutationKeys.delete,
        (id: number) =>
          api.delete('/api/decola/notification/{id}/delete', { params: { path: { id } } }),
        () => [notificationKeys.all],
      ),
  };
}
