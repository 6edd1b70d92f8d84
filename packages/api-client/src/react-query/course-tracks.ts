import type { DecolaClient } from '../client.js';
import type { QueryOf } from './options.js';
import { decolaChunks, decolaQuery } from './options.js';

export type TrackCourseFilters = QueryOf<'/api/decola/course/courseTrack/{id}'>;
export type RequiredTrackFilters = QueryOf<'/api/decola/courseTrack/required'>;

// Track trainings, 5 per request.
const TRACK_TRAININGS_CHUNK = 5;

const all = ['courseTracks'] as const;

/** The contract's `courses` tag; `schools()` and `tracks()` also prefix each one's own keys. */
export const courseTrackKeys = {
  all,
  schools: () => [...all, 'schools'] as const,
  school: (id: number) => [...courseTrackKeys.schools(), id] as const,
  schoolTracks: (schoolId: number) => [...courseTrackKeys.school(schoolId), 'tracks'] as const,
  tracks: () => [...all, 'tracks'] as const,
  track: (id: number) => [...courseTrackKeys.tracks(), id] as const,
  requiredTracks: (filters: RequiredTrackFilters = {}) =>
    [...courseTrackKeys.tracks(), 'required', filters] as const,
  trackCourses: (id: number, filters: TrackCourseFilters = {}) =>
    [...courseTrackKeys.track(id), 'courses', filters] as const,
  trackTrainings: (id: number, limit = TRACK_TRAININGS_CHUNK) =>
    [...courseTrackKeys.track(id), 'trainings', { limit }] as const,
};

export function courseTrackQueries(api: DecolaClient) {
  const byId = (id: number) => ({ path: { id } });
  return {
    schools: () =>
      decolaQuery(courseTrackKeys.schools(), (signal) =>
        api.get('/api/decola/list/schools', { signal }),
      ),
    school: (id: number) =>
      decolaQuery(courseTrackKeys.school(id), (signal) =>
        api.get('/api/decola/school/{id}', { params: byId(id), signal }),
      ),
    tracks: () =>
      decolaQuery(courseTrackKeys.tracks(), (signal) =>
        api.get('/api/decola/courseTrack/list', { signal }),
      ),
    track: (id: number) =>
      decolaQuery(courseTrackKeys.track(id), (signal) =>
        api.get('/api/decola/courseTrack/{id}', { params: byId(id), signal }),
      ),
    /** The tracks of the selected schools feed 'Pesquisar trilha'. */
    schoolTracks: (schoolId: number) =>
      decolaQuery(courseTrackKeys.schoolTracks(schoolId), (signal) =>
        api.get('/api/decola/courseTrack/school/{id}', { params: byId(schoolId), signal }),
      ),
    /** 'Trilhas obrigatórias pendentes': the dashboard sends filterType 1. */
    requiredTracks: (filters: RequiredTrackFilters = { filterType: 1 }) =>
      decolaQuery(courseTrackKeys.requiredTracks(filters), (signal) =>
        api.get('/api/decola/courseTrack/required', { params: { query: filters }, signal }),
      ),
    trackCourses: (id: number, filters: TrackCourseFilters = {}) =>
      decolaQuery(courseTrackKeys.trackCourses(id, filters), (signal) =>
        api.get('/api/decola/course/courseTrack/{id}', {
          params: { ...byId(id), query: filters },
          signal,
        }),
      ),
    /** A mandatory track's carousel: from index 0, then from the current count while it has more. */
    trackTrainings: (id: number, limit = TRACK_TRAININGS_CHUNK) =>
      decolaChunks(
        courseTrackKeys.trackTrainings(id, limit),
        (index, signal) =>
          api.get('/api/decola/courseTrack/{id}/trainings', {
            params: { ...byId(id), query: { index, limit } },
            signal,
          }),
        (page) => ({ count: page.courses.length, hasMore: page.hasMore }),
      ),
  };
}
