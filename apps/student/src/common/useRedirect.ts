import { createRedirectGuard, pageToRedirectTo } from '@decola/domain';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** One guard for the whole tab: a loop may run through several screens. */
const redirects = createRedirectGuard();

/**
 * A redirect a screen makes by itself (a missing or past-the-end page), in place of the address
 * typed: `to` is a router path or a query of this path ('?page=1'). The loop guard refuses one that
 * would repeat itself, so a screen that keeps asking stays where it is instead of running the route
 * guard again and again.
 */
export function useRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (to: string) => {
      const target = to.startsWith('?') ? `${pathname}${to}` : to;
      if (!redirects.allow(`${pathname}${search}`, target, Date.now())) {
        console.error(`Redirecionamento repetido recusado: ${pathname}${search} → ${target}`);
        return;
      }
      void navigate(target, { replace: true });
    },
    [navigate, pathname, search],
  );
}

/** `<Navigate replace>` through the loop guard. */
export function RedirectTo({ to }: { to: string }) {
  const redirect = useRedirect();
  useEffect(() => redirect(to), [redirect, to]);
  return null;
}

/**
 * A list opened past its last page (an old link, a narrower filter, its last item removed) shows
 * its last page, or page 1 when it is empty, once its page count is known.
 */
export function useLastPage(
  page: number,
  pages: number | undefined,
  pathOfPage: (page: number) => string,
) {
  const redirect = useRedirect();
  const target = pageToRedirectTo(page, pages);
  // The path is the screen's to build (its filters may be new objects each render): only a new
  // target asks for a redirect.
  const pathOf = useEffectEvent(pathOfPage);
  useEffect(() => {
    if (target !== null) redirect(pathOf(target));
  }, [target, redirect]);
}
