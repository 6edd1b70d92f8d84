import { RouterLinkProvider } from '@decola/ui';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { renderAppLink } from './renderAppLink';

/** Where the scroll of each history entry is kept for back and forward (docs/security.md). */
const SCROLL_POSITIONS_KEY = 'decola:scroll-positions';

/** The element above every route: the providers that need the router. */
export function RootLayout() {
  return (
    <RouterLinkProvider renderLink={renderAppLink}>
      <Outlet />
      {/* A new page opens at its top (or its anchor); back and forward restore where it was. */}
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </RouterLinkProvider>
  );
}
