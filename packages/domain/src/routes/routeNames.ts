/** The route names of spec 1 §2 and spec 2 §2. */
export const ROUTE_NAMES = [
  'home',
  'terms',
  'dashboard',
  'onboarding',
  'statistics',
  'maintenance',
  'profile',
  'edit',
  'statement',
  'global_search',
  'course',
  'course_content',
  'course_questionnaire',
  'event',
  'event_content',
  'event_questionnaire',
  'training-course',
  'check_in',
  'interest',
  'details_course_tracks',
  'details_courses',
  'details_courses_instructors',
  'shop',
  'product_detail',
  'bag',
  'favorite',
  'exercise',
  'not_found',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** Visitors reach only these. */
export const PUBLIC_ROUTES: readonly RouteName[] = ['home', 'terms'];

export const isPublicRoute = (name: RouteName): boolean => PUBLIC_ROUTES.includes(name);

/** A named route with its params and query, for the app's router to open. */
export interface RouteTarget {
  name: RouteName;
  params?: Record<string, string>;
  query?: Record<string, string>;
}
