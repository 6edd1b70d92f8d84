import { RouterLinkProvider } from '@decola/ui';
import { Outlet } from 'react-router-dom';
import { renderAppLink } from './renderAppLink';

/** The element above every route: the providers that need the router. */
export function RootLayout() {
  return (
    <RouterLinkProvider renderLink={renderAppLink}>
      <Outlet />
    </RouterLinkProvider>
  );
}
