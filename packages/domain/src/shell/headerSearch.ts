import { LIMITS, PAGE_SIZES } from '../constants/limits';
import type { RouteName } from '../routes/routeNames';

/** Screens where the header search box is hidden. */
export const HEADER_SEARCH_HIDDEN_ROUTES: readonly RouteName[] = [
  'course',
  'course_content',
  'event_content',
  'profile',
  'edit',
  'event',
  'exercise',
  'course_questionnaire',
  'event_questionnaire',
  'training-course',
  'statement',
  'shop',
  'product_detail',
  'favorite',
  'bag',
  'interest',
];

/** The header search shows except on those screens and in maintenance mode. */
export const isHeaderSearchVisible = (routeName: RouteName, maintenance: boolean): boolean =>
  !maintenance && !HEADER_SEARCH_HIDDEN_ROUTES.includes(routeName);

/** After the debounce the header search opens /search with page 1, limit 20 and the text. */
export const headerSearchQuery = (
  text: string,
): { page: number; limit: number; search: string } => ({
  page: LIMITS.defaultPage,
  limit: PAGE_SIZES.headerSearch,
  search: text.trim(),
});
