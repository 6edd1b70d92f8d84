import type { QueryOf } from './options.js';

// The keys apart from the queries, so a page that loads one course list (the landing's
// 'NOVIDADES', courses-newest.ts) does not carry every course query and mutation.

/** The catalogue filter: repeated school and courseTrack ids, page and limit. */
export type CourseListFilters = QueryOf<'/api/decola/course/list'>;
export type CourseCommentFilters = QueryOf<'/api/decola/rate/{id}'>;
export type FavoriteTrainingFilters = QueryOf<'/api/decola/list/favorite'>;
export type EnrolledCourseFilters = QueryOf<'/api/decola/courses/enrolled'>;
export type InstructorCourseFilters = QueryOf<'/api/decola/list/course/instructors/{id}'>;

// Courses in progress, 5 per request.
export const IN_PROGRESS_CHUNK = 5;

const all = ['courses'] as const;

/** Every list of courses sits under `lists()`, every course's own data under its `detail(id)`. */
export const courseKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (filters: CourseListFilters = {}) => [...courseKeys.lists(), filters] as const,
  newest: () => [...courseKeys.lists(), 'newest'] as const,
  recommended: () => [...courseKeys.lists(), 'recommended'] as const,
  inProgress: (limit = IN_PROGRESS_CHUNK) =>
    [...courseKeys.lists(), 'inProgress', { limit }] as const,
  enrolled: (filters: EnrolledCourseFilters = {}) =>
    [...courseKeys.lists(), 'enrolled', filters] as const,
  favorites: (filters: FavoriteTrainingFilters = {}) =>
    [...courseKeys.lists(), 'favorites', filters] as const,
  indications: () => [...courseKeys.lists(), 'indications'] as const,
  instructorCourses: (instructorId: number, filters: InstructorCourseFilters = {}) =>
    [...courseKeys.lists(), 'instructor', instructorId, filters] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: number) => [...courseKeys.details(), id] as const,
  enrollment: (id: number) => [...courseKeys.detail(id), 'enrollment'] as const,
  certificate: (id: number) => [...courseKeys.detail(id), 'certificate'] as const,
  comments: (id: number, filters: CourseCommentFilters = {}) =>
    [...courseKeys.detail(id), 'comments', filters] as const,
  instructors: (id: number) => [...courseKeys.detail(id), 'instructors'] as const,
  indicatedUsers: (id: number) => [...courseKeys.detail(id), 'indicatedUsers'] as const,
};

export const courseMutationKeys = {
  enroll: [...all, 'enroll'],
  finish: [...all, 'finish'],
  leave: [...all, 'leave'],
  favorite: [...all, 'favorite'],
  unfavorite: [...all, 'unfavorite'],
  indicate: [...all, 'indicate'],
} as const;
