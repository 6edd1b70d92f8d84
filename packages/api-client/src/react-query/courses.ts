import type { DecolaClient } from '../client.js';
import {
  courseKeys,
  courseMutationKeys,
  IN_PROGRESS_CHUNK,
  type CourseCommentFilters,
  type CourseListFilters,
  type EnrolledCourseFilters,
  type FavoriteTrainingFilters,
  type InstructorCourseFilters,
} from './course-keys.js';
import { newestCoursesQuery } from './courses-newest.js';
import { decolaChunks, decolaMutation, decolaQuery } from './options.js';

export function courseQueries(api: DecolaClient) {
  const byId = (id: number) => ({ path: { id } });
  return {
    /** The dashboard catalogue. */
    list: (filters: CourseListFilters = {}) =>
      decolaQuery(courseKeys.list(filters), (signal) =>
        api.get('/api/decola/course/list', { params: { query: filters }, signal }),
      ),
    detail: (id: number) =>
      decolaQuery(courseKeys.detail(id), (signal) =>
        api.get('/api/decola/course/list/id/{id}', { params: byId(id), signal }),
      ),
    enrollment: (id: number) =>
      decolaQuery(courseKeys.enrollment(id), (signal) =>
        api.get('/api/decola/enroll/{id}', { params: byId(id), signal }),
      ),
    certificate: (id: number) =>
      decolaQuery(courseKeys.certificate(id), (signal) =>
        api.get('/api/decola/certificate/{id}', { params: byId(id), signal }),
      ),
    /** The comments modal, paginated by the query's pageDefault. */
    comments: (id: number, filters: CourseCommentFilters = {}) =>
      decolaQuery(courseKeys.comments(id, filters), (signal) =>
        api.get('/api/decola/rate/{id}', { params: { ...byId(id), query: filters }, signal }),
      ),
    instructors: (id: number) =>
      decolaQuery(courseKeys.instructors(id), (signal) =>
        api.get('/api/decola/courses/{id}/instructors', { params: byId(id), signal }),
      ),
    indicatedUsers: (id: number) =>
      decolaQuery(courseKeys.indicatedUsers(id), (signal) =>
        api.get('/api/decola/list/user/indication/training/{id}', { params: byId(id), signal }),
      ),
    newest: () => newestCoursesQuery(api),
    recommended: () =>
      decolaQuery(courseKeys.recommended(), (signal) =>
        api.get('/api/decola/list/courses/recommendation', { signal }),
      ),
    /** 'Continue de onde você parou!': chunks from index 0, then from the current length. */
    inProgress: (limit = IN_PROGRESS_CHUNK) =>
      decolaChunks(
        courseKeys.inProgress(limit),
        (index, signal) =>
          api.get('/api/decola/course/list/progress', {
            params: { query: { index, limit } },
            signal,
          }),
        (page) => ({ count: page.courses.length, hasMore: page.hasMore }),
      ),
    enrolled: (filters: EnrolledCourseFilters = {}) =>
      decolaQuery(courseKeys.enrolled(filters), (signal) =>
        api.get('/api/decola/courses/enrolled', { params: { query: filters }, signal }),
      ),
    favorites: (filters: FavoriteTrainingFilters = {}) =>
      decolaQuery(courseKeys.favorites(filters), (signal) =>
        api.get('/api/decola/list/favorite', { params: { query: filters }, signal }),
      ),
    indications: () =>
      decolaQuery(courseKeys.indications(), (signal) =>
        api.get('/api/decola/list/indication', { signal }),
      ),
    instructorCourses: (instructorId: number, filters: InstructorCourseFilters = {}) =>
      decolaQuery(courseKeys.instructorCourses(instructorId, filters), (signal) =>
        api.get('/api/decola/list/course/instructors/{id}', {
          params: { ...byId(instructorId), query: filters },
          signal,
        }),
      ),
  };
}

export interface TrainingIndication {
  courseId: number;
  userIDs: number[];
}

export function courseMutations(api: DecolaClient) {
  const byId = (id: number) => ({ params: { path: { id } } });
  // The course and every list that shows it (catalogue, in progress, enrolled, favourites…).
  const changed = (id: number) => [courseKeys.detail(id), courseKeys.lists()];
  return {
    enroll: () =>
      decolaMutation(
        courseMutationKeys.enroll,
        (id: number) => api.post('/api/decola/enroll/{id}', byId(id)),
        changed,
      ),
    finish: () =>
      decolaMutation(
        courseMutationKeys.finish,
        (id: number) => api.post('/api/decola/course/finish/{id}', byId(id)),
        changed,
      ),
    // Leaving removes the course from the user's list.
    leave: () =>
      decolaMutation(
        courseMutationKeys.leave,
        (id: number) => api.post('/api/decola/remove/progress/course/{id}', byId(id)),
        changed,
      ),
    favorite: () =>
      decolaMutation(
        courseMutationKeys.favorite,
        (id: number) => api.post('/api/decola/favorite/training/{id}', byId(id)),
        changed,
      ),
    unfavorite: () =>
      decolaMutation(
        courseMutationKeys.unfavorite,
        (id: number) => api.delete('/api/decola/remove/favorite/training/{id}', byId(id)),
        changed,
      ),
    /** Then 'Você indicou este treinamento com sucesso!' (SuccessMessage.trainingRecommended). */
    indicate: () =>
      decolaMutation(
        courseMutationKeys.indicate,
        ({ courseId, userIDs }: TrainingIndication) =>
          api.post('/api/decola/indication/training/{id}', {
            params: { path: { id: courseId } },
            body: { userIDs },
          }),
        ({ courseId }) => [courseKeys.indicatedUsers(courseId), courseKeys.indications()],
      ),
  };
}
