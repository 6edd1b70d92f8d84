import { STUDENT_BASE_PATH } from '../access/safeRedirect';
import type { RouteName, RouteTarget } from './routeNames';

/** The shapes the spec leaves out are ours (docs/decisions.md). */
export const ROUTE_PATHS: Record<RouteName, string> = {
  home: 'home/:resetPass?/:resetBy?/:token?',
  terms: 'terms',
  dashboard: 'dashboard',
  onboarding: 'dashboard/onboarding/:step',
  statistics: 'statistics/:option?',
  maintenance: 'maintenance',
  profile: 'profile/:option?',
  edit: 'profile/edit',
  statement: 'profile/statement',
  global_search: 'search',
  course: 'course/:course_id',
  course_content: 'course/:course_id/content/:content_id',
  course_questionnaire:
    'course/:course_id/content/:content_id/questionnaire/:questionnaire_id/page/:page',
  event: 'event/:event_id/class/:class_id',
  event_content: 'event/:event_id/class/:class_id/content/:content_id',
  event_questionnaire:
    'event/:event_id/class/:class_id/content/:content_id/questionnaire/:questionnaire_id/page/:page',
  'training-course': 'training-course/:trainingCourseID',
  // Ours (spec 2 §6 names no path): a QR code's link, `event` or `training` (checkInLink.ts).
  check_in: 'check-in/:kind',
  interest: 'interest/:interest_id',
  details_course_tracks: 'details-course-tracks/:entityID?',
  details_courses: 'details-courses/:entityID?',
  details_courses_instructors: 'details-courses-instructors/:entityID?',
  shop: 'shop/page/:productsPage?',
  product_detail: 'product/:productID?',
  bag: 'bag/:orderID?',
  favorite: 'favorites',
  exercise: 'exercise/:questionnaire_id/page/:page',
  not_found: '*',
};

/** A missing required param is a programming error: it throws rather than link to nowhere. */
export function routeHref({ name, params = {}, query }: RouteTarget): string {
  const segments = ROUTE_PATHS[name].split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return segment === '*' ? [] : [segment];
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`Route ${name} needs the param ${key}.`);
    }
    return [encodeURIComponent(value)];
  });
  const search = Object.entries(query ?? {})
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${STUDENT_BASE_PATH}${segments.join('/')}${search ? `?${search}` : ''}`;
}
