import type { DecolaClient } from '../client.js';
import { accessKeys, accessMutationKeys, accessMutations, accessQueries } from './access.js';
import {
  annotationKeys,
  annotationMutationKeys,
  annotationMutations,
  annotationQueries,
} from './annotations.js';
import {
  configurationKeys,
  configurationMutationKeys,
  configurationMutations,
  configurationQueries,
} from './configuration.js';
import { contentMutationKeys, contentMutations } from './content-mutations.js';
import { contentKeys, contentQueries } from './contents.js';
import { courseTrackKeys, courseTrackQueries } from './course-tracks.js';
import { courseKeys, courseMutationKeys } from './course-keys.js';
import { courseMutations, courseQueries } from './courses.js';
import { eventKeys, eventMutationKeys, eventMutations, eventQueries } from './events.js';
import {
  exerciseKeys,
  exerciseMutationKeys,
  exerciseMutations,
  exerciseQueries,
} from './exercises.js';
import {
  graduationKeys,
  graduationMutationKeys,
  graduationMutations,
  graduationQueries,
} from './graduations.js';
import {
  interestKeys,
  interestMutationKeys,
  interestMutations,
  interestQueries,
} from './interests.js';
import {
  notificationKeys,
  notificationMutationKeys,
  notificationMutations,
  notificationQueries,
} from './notifications.js';
import { pillKeys, pillMutationKeys, pillMutations, pillQueries } from './pills.js';
import { profileKeys, profileMutationKeys, profileMutations, profileQueries } from './profile.js';
import { questionnaireMutationKeys, questionnaireMutations } from './questionnaires.js';
import { searchKeys, searchQueries } from './search.js';
import { shopKeys, shopMutationKeys, shopMutations, shopQueries } from './shop.js';
import {
  statementKeys,
  statementMutationKeys,
  statementMutations,
  statementQueries,
} from './statement.js';
import { statisticsKeys, statisticsQueries } from './statistics.js';

/** The query-key factories, one per area; each area's keys start with the area's name. */
export const decolaKeys = {
  access: accessKeys,
  configuration: configurationKeys,
  notifications: notificationKeys,
  courses: courseKeys,
  courseTracks: courseTrackKeys,
  contents: contentKeys,
  exercises: exerciseKeys,
  annotations: annotationKeys,
  events: eventKeys,
  graduations: graduationKeys,
  interests: interestKeys,
  profile: profileKeys,
  shop: shopKeys,
  statement: statementKeys,
  pills: pillKeys,
  search: searchKeys,
  statistics: statisticsKeys,
};

/** The mutations' keys, apart from the query keys: one object per area that writes. */
export const decolaMutationKeys = {
  access: accessMutationKeys,
  configuration: configurationMutationKeys,
  notifications: notificationMutationKeys,
  courses: courseMutationKeys,
  contents: contentMutationKeys,
  questionnaires: questionnaireMutationKeys,
  exercises: exerciseMutationKeys,
  annotations: annotationMutationKeys,
  events: eventMutationKeys,
  graduations: graduationMutationKeys,
  interests: interestMutationKeys,
  profile: profileMutationKeys,
  shop: shopMutationKeys,
  statement: statementMutationKeys,
  pills: pillMutationKeys,
};

/** Shared by route loaders (`ensureQueryData`) and components (`useQuery`). */
export function createDecolaQueries(api: DecolaClient) {
  return {
    access: accessQueries(api),
    configuration: configurationQueries(api),
    notifications: notificationQueries(api),
    courses: courseQueries(api),
    courseTracks: courseTrackQueries(api),
    contents: contentQueries(api),
    exercises: exerciseQueries(api),
    annotations: annotationQueries(api),
    events: eventQueries(api),
    graduations: graduationQueries(api),
    interests: interestQueries(api),
    profile: profileQueries(api),
    shop: shopQueries(api),
    statement: statementQueries(api),
    pills: pillQueries(api),
    search: searchQueries(api),
    statistics: statisticsQueries(api),
  };
}

/** mutationOptions factories that invalidate, in the mutation's QueryClient, what each call changed. */
export function createDecolaMutations(api: DecolaClient) {
  return {
    access: accessMutations(api),
    configuration: configurationMutations(api),
    notifications: notificationMutations(api),
    courses: courseMutations(api),
    contents: contentMutations(api),
    questionnaires: questionnaireMutations(api),
    exercises: exerciseMutations(api),
    annotations: annotationMutations(api),
    events: eventMutations(api),
    graduations: graduationMutations(api),
    interests: interestMutations(api),
    profile: profileMutations(api),
    shop: shopMutations(api),
    statement: statementMutations(api),
    pills: pillMutations(api),
  };
}

export type DecolaQueries = ReturnType<typeof createDecolaQueries>;
export type DecolaMutations = ReturnType<typeof createDecolaMutations>;

// One area at a time for code split by route: `createDecolaQueries` pulls in every area.
export { accessKeys, accessMutationKeys, accessMutations, accessQueries } from './access.js';
export {
  annotationKeys,
  annotationMutationKeys,
  annotationMutations,
  annotationQueries,
} from './annotations.js';
export {
  configurationKeys,
  configurationMutationKeys,
  configurationMutations,
  configurationQueries,
} from './configuration.js';
export { contentMutationKeys, contentMutations, contentWrites } from './content-mutations.js';
export { contentPath } from './content-paths.js';
export { contentKeys, contentQueries } from './contents.js';
export { courseTrackKeys, courseTrackQueries } from './course-tracks.js';
export { courseKeys, courseMutationKeys } from './course-keys.js';
export { courseMutations, courseQueries } from './courses.js';
export { newestCoursesQuery } from './courses-newest.js';
export { eventKeys, eventMutationKeys, eventMutations, eventQueries } from './events.js';
export {
  exerciseKeys,
  exerciseMutationKeys,
  exerciseMutations,
  exerciseQueries,
  exerciseWrites,
} from './exercises.js';
export {
  graduationKeys,
  graduationMutationKeys,
  graduationMutations,
  graduationQueries,
} from './graduations.js';
export {
  interestKeys,
  interestMutationKeys,
  interestMutations,
  interestQueries,
} from './interests.js';
export {
  notificationKeys,
  notificationMutationKeys,
  notificationMutations,
  notificationQueries,
} from './notifications.js';
export { pillKeys, pillMutationKeys, pillMutations, pillQueries } from './pills.js';
export { profileKeys, profileMutationKeys, profileMutations, profileQueries } from './profile.js';
export {
  questionnaireMutationKeys,
  questionnaireMutations,
  questionnaireWrites,
} from './questionnaires.js';
export { searchKeys, searchQueries } from './search.js';
export { shopKeys, shopMutationKeys, shopMutations, shopQueries } from './shop.js';
export {
  statementKeys,
  statementMutationKeys,
  statementMutations,
  statementQueries,
} from './statement.js';
export { statisticsKeys, statisticsQueries } from './statistics.js';

export { isCourseOwner } from './content-paths.js';
export type { ContentOwner, ContentPath, CourseOwner, EventClassOwner } from './content-paths.js';
export type {
  CheckpointSave,
  ContentRef,
  DoubtCreation,
  Leaving,
  NoteCreation,
  NoteDeletion,
  NoteUpdate,
  ProgressSave,
  QuestionCreation,
  RatingCreation,
  RatingRef,
  ScormCheckpointsSave,
} from './content-mutations.js';
export type {
  AlternativeAnswer,
  DescriptiveAnswer,
  QuestionnairePageRef,
} from './questionnaires.js';
export type { AnnotationChange } from './annotations.js';
export type { FaqAudience } from './configuration.js';
export type {
  CourseCommentFilters,
  CourseListFilters,
  EnrolledCourseFilters,
  FavoriteTrainingFilters,
  InstructorCourseFilters,
} from './course-keys.js';
export type { TrainingIndication } from './courses.js';
export type { RequiredTrackFilters, TrackCourseFilters } from './course-tracks.js';
export type { EventCheckIn, EventClassRef, EventCommentFilters } from './events.js';
export type { GraduationCheckIn } from './graduations.js';
export type { InterestCourseFilters } from './interests.js';
export type { UserListFilters } from './profile.js';
export type { FavoriteProductFilters, ProductFilters, ShopFilterQuery } from './shop.js';
export type { StatementFilters } from './statement.js';
export type { CourseSearchFilters } from './search.js';
export type { ExerciseAnswer } from './exercises.js';
export type { AccessStatisticsFilters } from './statistics.js';
export type { Chunk, QueryOf } from './options.js';
