import { ROUTE_PATHS, type RouteName } from '@decola/domain';
import { loadChunk } from '@decola/ui';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import type { RouteHandle } from '../shell/routeName';
import { RouteError } from './RouteError';

type RouteModule = () => Promise<object>;

/**
 * The route guard runs before every private route, while its screen's chunk loads; the screen's
 * first calls go at the same time. Both modules are in the signed-in shell's chunk, which the
 * signed-in page preloads: imported here statically, the routes' chunk formed an import cycle with
 * the shell's and a namespace the build left undefined.
 */
const guarded =
  (name: RouteName) =>
  async (args: LoaderFunctionArgs): Promise<unknown> => {
    const [{ guard }, { askFirstQueries }] = await Promise.all([
      loadChunk(() => import('../session/guard')),
      loadChunk(() => import('./firstQueries')),
    ]);
    askFirstQueries(name, args.params, new URL(args.request.url));
    return guard(name)(args);
  };

/**
 * Not on a screen's own query change (a filter, a page): two server calls held every click. The
 * screen's own calls still meet a 403, and the next route entered checks everything again.
 */
const enteringRoute: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

/**
 * The profile's tabs are one screen's own addresses: moving between them checks nothing
 * again, where the guard's wait would cover the page with the loading overlay at every arrow key.
 * A learner without the shop has no order-history tab to move to; typed, the address is entered
 * anew and the guard sends them away (isShopRoute).
 */
const switchingProfileTab: ShouldRevalidateFunction = (args) =>
  args.currentUrl.href === args.nextUrl.href ? args.defaultShouldRevalidate : false;

const REVALIDATION: Partial<Record<RouteName, ShouldRevalidateFunction>> = {
  profile: switchingProfileTab,
};

const privateRoute = (name: RouteName, load: RouteModule): RouteObject => ({
  path: ROUTE_PATHS[name],
  loader: guarded(name),
  shouldRevalidate: REVALIDATION[name] ?? enteringRoute,
  lazy: () => loadChunk(load),
  // Inside the shell: its header still leads anywhere while this screen shows its error.
  errorElement: <RouteError inShell />,
  handle: { routeName: name } satisfies RouteHandle,
});

// The onboarding opens over the dashboard: one screen under both paths.
const dashboard: RouteModule = () => import('../routes/dashboard');
// A course's content and an event class's: one viewer.
const content: RouteModule = () => import('../routes/content');
// The shop without its page path (`/student/shop` was a 404) is the shop's missing page.
const shop: RouteModule = () => import('../routes/shop');
// A questionnaire under its content (a course's or a class's) or by its own id: one screen.
const questionnaire: RouteModule = () => import('../routes/questionnaire');

export { keepScrollOnTheSameScreen } from './scrollReset';

/** Added by the first navigation that needs them (router.tsx): the landing carries none of it. */
export const privateRoutes: RouteObject[] = [
  {
    id: 'private',
    lazy: () => loadChunk(() => import('../shell/PrivateLayout')),
    errorElement: <RouteError inShell={false} />,
    children: [
      privateRoute('dashboard', dashboard),
      privateRoute('onboarding', dashboard),
      privateRoute('global_search', () => import('../routes/search')),
      privateRoute('course', () => import('../routes/course')),
      privateRoute('interest', () => import('../routes/interest')),
      privateRoute('favorite', () => import('../routes/favorites')),
      privateRoute('profile', () => import('../routes/profile')),
      privateRoute('statistics', () => import('../routes/statistics')),
      privateRoute('details_courses', () => import('../routes/school')),
      privateRoute('details_course_tracks', () => import('../routes/track')),
      privateRoute('details_courses_instructors', () => import('../routes/instructor')),
      privateRoute('course_content', content),
      privateRoute('event_content', content),
      privateRoute('bag', () => import('../routes/bag')),
      privateRoute('statement', () => import('../routes/statement')),
      privateRoute('shop', shop),
      { ...privateRoute('shop', shop), path: 'shop' },
      privateRoute('product_detail', () => import('../routes/product')),
      privateRoute('event', () => import('../routes/event')),
      privateRoute('course_questionnaire', questionnaire),
      privateRoute('event_questionnaire', questionnaire),
      privateRoute('exercise', questionnaire),
      privateRoute('training-course', () => import('../routes/training')),
      privateRoute('check_in', () => import('../routes/check-in')),
      privateRoute('edit', () => import('../routes/profile-edit')),
      privateRoute('maintenance', () => import('../routes/maintenance')),
      // A catch-all shows a not-found page. Only home and terms are public,
      // so an unknown path is private too: a visitor signs in first, then sees it.
      privateRoute('not_found', () => import('../routes/not-found')),
    ],
  },
];
