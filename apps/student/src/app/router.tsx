import { homeWithRedirect, ROUTE_PATHS, type RouteName } from '@decola/domain';
import { loadChunk } from '@decola/ui';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { whenSessionExpires } from '../session/sessionExpired';
import type { RouteHandle } from '../shell/routeName';
import { loadHomeRoute } from './landing';
import { routerPath } from '../common/paths';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** A public route (home and terms), under its spec name and path shape. */
const publicRoute = (name: RouteName, load: () => Promise<object>): RouteObject => ({
  path: ROUTE_PATHS[name],
  lazy: () => loadChunk(load),
  handle: { routeName: name } satisfies RouteHandle,
});

let privateRoutesAdded: Promise<void> | null = null;

/** Public routes only at first: the first other path adds the private tree, not the landing. */
export const router = createBrowserRouter(
  [
    {
      id: 'root',
      element: <RootLayout />,
      // A screen that fails before the signed-in layout (or the layout itself) lands here.
      errorElement: <RouteError inShell={false} />,
      children: [
        // An empty path redirects to dashboard.
        { index: true, element: <Navigate to="dashboard" replace /> },
        // The landing with its login, register and reset flows: only this brand's landing loads.
        publicRoute('home', loadHomeRoute),
        publicRoute('terms', () => import('../routes/terms')),
      ],
    },
  ],
  {
    basename: '/student',
    patchRoutesOnNavigation: ({ patch }) =>
      (privateRoutesAdded ??= loadChunk(() => import('./privateRoutes')).then(
        ({ privateRoutes, keepScrollOnTheSameScreen }) => {
          // The scroll rule serves the signed-in screens, so it stays out of the landing's start-up.
          keepScrollOnTheSameScreen(router);
          patch('root', privateRoutes);
        },
      )),
  },
);

whenSessionExpires(() => {
  if (router.state.navigation.state !== 'idle') return;
  // The address bar holds the full path under /student/, query included (spec 1 §2 redirect).
  const { pathname, search } = window.location;
  void router.navigate(routerPath(homeWithRedirect(`${pathname}${search}`)));
});
