import { parseUrlNumber, type RouteName } from '@decola/domain';
import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { contentQuery } from '../api/contents';
import { courseQuery } from '../api/courses';
import { eventQuery } from '../api/events';
import { graduationQuery } from '../api/graduations';
import { pillQuery } from '../api/pills';
import { profileQuery } from '../api/profile';
import { statisticsQuery } from '../api/statistics';
import { searchGroupQueries, searchRequest } from '../routes/search/searchRequest';
import { signedIn } from '../session/signedIn';
import { queryClient } from './queryClient';

/** A query's call into the cache, typed by its own factory. */
type Ask = () => Promise<void>;
const ask =
  <TData, TError, TKey extends QueryKey>(
    query: FetchQueryOptions<TData, TError, TData, TKey>,
  ): Ask =>
  () =>
    queryClient.prefetchQuery(query);
/** The first page of a list that grows as the learner scrolls it (the same key as its hook's). */
const askPages =
  <TData, TError, TKey extends QueryKey, TPageParam>(
    query: FetchInfiniteQueryOptions<TData, TError, TData, TKey, TPageParam>,
  ): Ask =>
  () =>
    queryClient.prefetchInfiniteQuery(query);
type FirstQueries = (params: Params, search: URLSearchParams) => readonly Ask[];

/** The queries of a route whose address names what it shows, or none when an id is not a number. */
const withId = (value: string | undefined, queries: (id: number) => readonly Ask[]) => {
  const id = parseUrlNumber(value);
  return id === undefined ? [] : queries(id);
};

/** The dashboard's first screen, its two rows; the sections below ask for theirs as they render. */
const firstScreenOfTheDashboard: FirstQueries = () => [
  askPages(pillQuery.list()),
  askPages(courseQuery.inProgress()),
];

/** An event and its class's contents: the class's screen and its contents' viewer. */
const eventClass: FirstQueries = ({ event_id, class_id }) =>
  withId(event_id, (eventId) => [
    ask(eventQuery.detail(eventId)),
    ...withId(class_id, (classId) => [ask(contentQuery.list({ eventId, classId }))]),
  ]);

/**
 * What each screen asks for first, read from its address alone (its path and its query): the same options its hooks use
 * (with ASKED_AHEAD), so the screen finds the answers or the calls on their way. A screen whose
 * first calls depend on other answers (the viewer's content, a questionnaire) starts those itself,
 * and so does the shop's: only the guard knows whether the learner may see the shop, and a learner
 * who may not is never to call it.
 */
const FIRST_QUERIES: Partial<Record<RouteName, FirstQueries>> = {
  dashboard: firstScreenOfTheDashboard,
  // The onboarding opens over the dashboard.
  onboarding: firstScreenOfTheDashboard,
  course: ({ course_id }) =>
    withId(course_id, (courseId) => [
      ask(courseQuery.detail(courseId)),
      ask(courseQuery.enrollment(courseId)),
      ask(contentQuery.list({ courseId })),
    ]),
  course_content: ({ course_id }) =>
    withId(course_id, (courseId) => [
      ask(courseQuery.detail(courseId)),
      ask(contentQuery.list({ courseId })),
    ]),
  event: eventClass,
  event_content: eventClass,
  'training-course': ({ trainingCourseID }) =>
    withId(trainingCourseID, (trainingId) => [ask(graduationQuery.detail(trainingId))]),
  global_search: (_, search) => {
    const groups = searchGroupQueries(searchRequest(search));
    return [
      ask(groups.courses),
      ask(groups.schools),
      ask(groups.courseTracks),
      ask(groups.instructors),
    ];
  },
  statistics: () => [
    ask(statisticsQuery.user()),
    ask(statisticsQuery.access()),
    ask(statisticsQuery.engagement()),
    ask(profileQuery.teams()),
  ],
};

/**
 * Starts a screen's first calls with the navigation, not once its chunk and the session check are
 * in. Only for a tab that holds a session: a visitor is sent home by the guard, and a 403 here ends
 * the session as the guard's own would (the api client's onSessionExpired).
 */
export function askFirstQueries(routeName: RouteName, params: Params, url: URL): void {
  if (!signedIn.isSet()) return;
  for (const query of FIRST_QUERIES[routeName]?.(params, url.searchParams) ?? []) void query();
}
