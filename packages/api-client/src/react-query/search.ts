import type { DecolaClient } from '../client.js';
import type { QueryOf } from './options.js';
import { decolaQuery } from './options.js';

export type CourseSearchFilters = QueryOf<'/api/decola/course/globalSearch'>;

const all = ['search'] as const;

export const searchKeys = {
  all,
  courses: (filters: CourseSearchFilters) => [...all, 'courses', filters] as const,
  schools: (search: string) => [...all, 'schools', search] as const,
  courseTracks: (search: string) => [...all, 'courseTracks', search] as const,
  instructors: (search: string) => [...all, 'instructors', search] as const,
};

export function searchQueries(api: DecolaClient) {
  // An empty term skips the search of schools, tracks and instructors.
  const unlessEmpty = <T>(search: string, find: () => Promise<T[]>): Promise<T[]> =>
    search.trim() === '' ? Promise.resolve([]) : find();
  return {
    /** The /search page: page, limit 20 and the text. */
    courses: (filters: CourseSearchFilters) =>
      decolaQuery(searchKeys.courses(filters), (signal) =>
        api.get('/api/decola/course/globalSearch', { params: { query: filters }, signal }),
      ),
    schools: (search: string) =>
      decolaQuery(searchKeys.schools(search), (signal) =>
        unlessEmpty(search, () =>
          api.get('/api/decola/school/globalSearch', { params: { query: { search } }, signal }),
        ),
      ),
    courseTracks: (search: string) =>
      decolaQuery(searchKeys.courseTracks(search), (signal) =>
        unlessEmpty(search, () =>
          api.get('/api/decola/courseTrack/globalSearch', {
            params: { query: { search } },
            signal,
          }),
        ),
      ),
    instructors: (search: string) =>
      decolaQuery(searchKeys.instructors(search), (signal) =>
        unlessEmpty(search, () =>
          api.get('/api/decola/instructors/globalSearch', {
            params: { query: { search } },
            signal,
          }),
        ),
      ),
  };
}
