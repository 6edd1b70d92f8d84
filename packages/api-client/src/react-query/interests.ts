import type { DecolaClient } from '../client.js';
import type { components } from '../schema.js';
import type { QueryOf } from './options.js';
import { decolaMutation, decolaQuery } from './options.js';
import { profileKeys } from './profile.js';

export type InterestCourseFilters = QueryOf<'/api/decola/interest/{id}/courses'>;

const all = ['interests'] as const;

export const interestKeys = {
  all,
  list: () => [...all, 'list'] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: number) => [...interestKeys.details(), id] as const,
  courses: (id: number, filters: InterestCourseFilters = {}) =>
    [...interestKeys.detail(id), 'courses', filters] as const,
  user: () => [...all, 'user'] as const,
  userCourses: () => [...interestKeys.user(), 'courses'] as const,
};

export const interestMutationKeys = {
  link: [...all, 'link'],
} as const;

export function interestQueries(api: DecolaClient) {
  return {
    list: () =>
      decolaQuery(interestKeys.list(), (signal) =>
        api.get('/api/decola/interest/list', { signal }),
      ),
    /** The trainings of one interest (route interest/:interest_id). */
    courses: (id: number, filters: InterestCourseFilters = {}) =>
      decolaQuery(interestKeys.courses(id, filters), (signal) =>
        api.get('/api/decola/interest/{id}/courses', {
          params: { path: { id }, query: filters },
          signal,
        }),
      ),
    /** 'Seus interesses' shows when this is not null. */
    user: () =>
      decolaQuery(interestKeys.user(), (signal) =>
        api.get('/api/decola/list/interests/user', { signal }),
      ),
    userCourses: () =>
      decolaQuery(interestKeys.userCourses(), (signal) =>
        api.get('/api/decola/list/interests/user/course', { signal }),
      ),
  };
}

export function interestMutations(api: DecolaClient) {
  return {
    link: () =>
      decolaMutation(
        interestMutationKeys.link,
        (link: components['schemas']['InterestLink']) =>
          api.post('/api/decola/interest/link', { body: link }),
        () => [interestKeys.all, profileKeys.interests()],
      ),
  };
}
