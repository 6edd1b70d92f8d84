import { errorMessage, isDecolaError } from '@decola/api-client';
import {
  canSeeShop,
  homeWithRedirect,
  isShopRoute,
  parseOnboardingStep,
  routeGuard,
  routeHref,
  shouldShowOnboarding,
  type RouteName,
} from '@decola/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { profileQuery } from '../api/profile';
import { routerPath } from '../common/paths';
import { queryClient } from '../app/queryClient';
import { template } from '../common/template';
import { loadConfiguration } from './configuration';
import { announce } from './notices';
import { redoOnboarding } from './redoOnboarding';
import { userInMemory } from './currentUser';
import { forgetAccount } from './forgetAccount';
import { openDeviceData, restoreKeptPages } from './deviceSession';
import type { SessionUser } from './sessionUser';
import { signedIn } from './signedIn';

/**
 * A 403 ends the session; another failure cannot tell, so the user this tab already holds in memory
 * goes on. A tab that holds none shows the pages its device kept when no answer came at all
 * (offline); otherwise it cannot show the portal: the failure reaches the error screen.
 */
async function validateSession(fullPath: string): Promise<SessionUser> {
  const me = profileQuery.me();
  const known = userInMemory();
  try {
    const answer = await queryClient.fetchQuery({ ...me, staleTime: 0 });
    // Another account signed in meanwhile (another tab): nothing of the previous one may remain.
    if (known && known.id !== answer.user.id) {
      forgetAccount();
      queryClient.setQueryData(me.queryKey, answer);
    }
    signedIn.set();
    openDeviceData(answer.user.id);
    return answer.user;
  } catch (error) {
    if (isDecolaError(error) && error.status === 403) {
      throw redirect(routerPath(homeWithRedirect(fullPath)));
    }
    announce({ tone: 'danger', message: errorMessage(error) });
    if (known) return known;
    // No answer at all (offline): the pages this account saw last, if the device kept them.
    const unanswered = isDecolaError(error) && error.status === 0;
    const kept = unanswered && (await restoreKeptPages()) ? userInMemory() : undefined;
    if (kept) {
      openDeviceData(kept.id);
      return kept;
    }
    throw error;
  }
}

/** What a private route's loader knows once the guard let it in. */
export type GuardedSession = { user: SessionUser };

/** Route guard; the session is validated with the server. */
export function guard(routeName: RouteName) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<GuardedSession> => {
    const url = new URL(request.url);
    const fullPath = url.pathname + url.search;
    // Set on every way in, and kept for the tab where storage is refused (session/signedIn).
    if (!signedIn.isSet()) throw redirect(routerPath(homeWithRedirect(fullPath)));

    // Both calls at once: the modes do not depend on who the learner is, and each waited for the
    // other on every way in. The configuration's own failure never rejects (loadConfiguration).
    const modes = loadConfiguration();
    const user = await validateSession(fullPath);
    const configuration = await modes;
    const elsewhere = routeGuard({
      routeName,
      fullPath,
      loggedIn: true,
      maintenance: configuration.isMaintenanceMode,
      isFirstLogin: user.isFirstLogin,
    });
    if (elsewhere) throw redirect(routerPath(elsewhere));
    // The onboarding route opens only for a step from 1 to 8 and for a learner who
    // may see it (first login, or the redo flag); anyone else goes to the dashboard.
    const onboardingRefused =
      routeName === 'onboarding' &&
      (parseOnboardingStep(params.step) === null ||
        !shouldShowOnboarding({
          user,
          step: params.step,
          redoFlag: redoOnboarding.isSet(),
          excluded: false,
        }));
    if (onboardingRefused) throw redirect(routerPath(routeHref({ name: 'dashboard' })));
    // The shop's screens exist only for company members on the allowed templates; anyone
    // else goes to the dashboard before the screen's code or calls load (docs/decisions.md).
    if (isShopRoute(routeName, params) && !canSeeShop(user, template))
      throw redirect(routerPath(routeHref({ name: 'dashboard' })));
    return { user };
  };
}
