import type { DecolaClient } from '../client.js';
import { accessKeys, accessMutations, accessQueries } from './access.js';
import { annotationKeys, annotationMutations, annotationQueries } from './annotations.js';
import { contentMutations } from './content-mutations.js';
import { contentKeys, contentQueries } from './contents.js';
import {
  configurationKeys,
  configurationMutations,
  configurationQueries,
} from './configuration.js';
import { courseTrackKeys, courseTrackQueries } from './course-tracks.js';
import { courseKeys, courseMutations, courseQueries } from './courses.js';
import { eventKeys, eventMutations, eventQueries } from './events.js';
import { graduationKeys, graduationMutations, graduationQueries } from './graduations.js';
import { interestKeys, interestMutations, interestQueries } from './interests.js';
import { notificationKeys, notificationMutations, notificationQueries } from './notifications.js';
import { pillKeys, pillMutations, pillQueries } from './pills.js';
import { profileKeys, profileMutations, profileQueries } from './profile.js';
import { exerciseKeys, exerciseQueries, questionnaireMutations } from './questionnaires.js';
import { searchKeys, searchQueries } from './search.js';
import { shopKeys, shopMutations, shopQueries } from './shop.js';
import { statementKeys, statementMutations, statementQueries } from './statement.js';
import { statisticsKeys, statisticsQueries } from './statistics.js';

/** The query-key factories, one per area of the contract's tags. */
export const decolaKeys = {
  access: accessKeys,
  configuration: configurationKeys,
  notifications: notificationKeys,
  courses: { ...courseKeys, ...courseTrackKeys },
  contents: { ...contentKeys, ...exerciseKeys, annotations: annotationKeys.list },
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

/**
 * queryOptions factories over the app's client, shared by route loaders
 * (`queryClient.ensureQueryData(queries.courses.list(filters))`) and components
 * (`useQuery(queries.courses.list(filters))`).
 */
export function createDecolaQueries(api: DecolaClient) {
  return {
    access: accessQueries(api),
    configuration: configurationQueries(api),
    notifications: notificationQueries(api),
    courses: { ...courseQueries(api), ...courseTrackQueries(api) },
    contents: { ...contentQueries(api), ...exerciseQueries(api), ...annotationQueries(api) },
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
    contents: {
      ...contentMutations(api),
      ...questionnaireMutations(api),
      ...annotationMutations(api),
    },
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

/**
 * The same factories one area at a time, for apps that split their code by route: a bundler keeps
 * only the areas a chunk uses, where `createDecolaQueries` pulls in all fourteen.
 */
export { accessMutations, accessQueries } from './access.js';
export { annotationMutations, annotationQueries } from './annotations.js';
export {
  configurationKeys,
  configurationMutations,
  configurationQueries,
} from './configuration.js';
export { contentMutations } from './content-mutations.js';
export { contentQueries } from './contents.js';
export { courseTrackQueries } from './course-tracks.js';
export { courseMutations, courseQueries } from './courses.js';
export { eventMutations, eventQueries } from './events.js';
export { graduationMutations, graduationQueries } from './graduations.js';
export { interestMutations, interestQueries } from './interests.js';
export { notificationMutations, notificationQueries } from './notifications.js';
export { pillMutations, pillQueries } from './pills.js';
export { profileMutations, profileQueries } from './profile.js';
export { exerciseQueries, questionnaireMutations } from './questionnaires.js';
export { searchQueries } from './search.js';
export { shopMutations, shopQueries } from './shop.js';
export { statementMutations, statementQueries } from './statement.js';
export { statisticsQueries } from './statistics.js';

export { isCourseOwner } from './contents.js';
export type { ContentOwner, CourseOwner, EventClassOwner } from './contents.js';
export type { ContentRef } from './content-mutations.js';
export type { QuestionnairePageRef } from './questionnaires.js';
export type { AnnotationChange } from './annotations.js';
export type { FaqAudience } from './configuration.js';
export type {
  CourseCommentFilters,
  CourseListFilters,
  EnrolledCourseFilters,
  FavoriteTrainingFilters,
  InstructorCourseFilters,
  TrainingIndication,
} from './courses.js';
export type { RequiredTrackFilters, TrackCourseFilters } from './course-tracks.js';
export type { EventCheckIn, EventClassRef, EventCommentFilters } from './events.js';
export type { GraduationCheckIn } from './graduations.js';
export type { InterestCourseFilters } from './interests.js';
export type { UserListFilters } from './profile.js';
export type { FavoriteProductFilters, ProductFilters, ShopFilterQuery } from './shop.js';
export type { StatementFilters } from './statement.js';
export type { CourseSearchFilters } from './search.js';
export type { AccessStatisticsFilters } from './statistics.js';
export type { Chunk, QueryOf } from './options.js';
