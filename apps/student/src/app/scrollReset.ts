import { keepsScrollPosition, STUDENT_BASE_PATH, type RouteName } from '@decola/domain';
import { matchRoutes, type To } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import type { RouteHandle } from '../shell/routeName';

type AppRouter = ReturnType<typeof createBrowserRouter>;
type NavigateOptions = Parameters<AppRouter['navigate']>[1];

const BASE = STUDENT_BASE_PATH.replace(/\/$/, '');

const withoutBase = (pathname: string) =>
  pathname === BASE || pathname.startsWith(`${BASE}/`)
    ? pathname.slice(BASE.length) || '/'
    : pathname;

const routeNameOf = (matches: { route: { handle?: unknown } }[] | null): RouteName | undefined =>
  matches
    ?.map(({ route }) => route.handle as Partial<RouteHandle> | undefined)
    .findLast((handle) => handle?.routeName !== undefined)?.routeName;

/** The path a navigation goes to, when it can be told without resolving a relative path. */
function targetPathname(to: To | null, current: string): string | null {
  const pathname = typeof to === 'string' ? to.split(/[?#]/)[0] : to?.pathname;
  if (!pathname) return current;
  return pathname.startsWith('/') ? pathname : null;
}

/**
 * React Router's scroll restoration opens every new entry at its top unless the navigation says
 * `preventScrollReset`. Every navigation of the app (links, `navigate`, search params) goes through
 * `router.navigate`, so the rule of which ones stay on the screen (domain keepsScrollPosition) is
 * applied here once instead of at each of them. An explicit `preventScrollReset` wins.
 */
export function keepScrollOnTheSameScreen(router: AppRouter): void {
  const navigate = router.navigate.bind(router) as (
    to: To | number | null,
    options?: NavigateOptions,
  ) => Promise<void>;
  const decide = (to: To | null, options?: NavigateOptions): NavigateOptions => {
    const current = withoutBase(router.state.location.pathname);
    const pathname = targetPathname(to, current);
    if (pathname === null || options?.preventScrollReset !== undefined) return options;
    const from = { pathname: current, routeName: routeNameOf(router.state.matches) };
    const target = { pathname, routeName: routeNameOf(matchRoutes(router.routes, pathname)) };
    return { ...options, preventScrollReset: keepsScrollPosition(from, target) };
  };
  router.navigate = ((to: To | number | null, options?: NavigateOptions) =>
    typeof to === 'number'
      ? navigate(to, options)
      : navigate(to, decide(to, options))) as AppRouter['navigate'];
}
