import { errorMessage, isDecolaError } from '@decola/api-client';
import {
  homeWithRedirect,
  parseOnboardingStep,
  routeGuard,
  routeHref,
  shouldShowOnboarding,
  type RouteName,
} from '@decola/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { profileQuery } from '../api/profile';
import { routerPath } from '../app/paths';
import { queryClient } from '../app/queryClient';
import { loadConfiguration } from './configuration';
import { announce } from './notices';
import { redoOnboarding } from './redoOnboarding';
import { storedUser, type SessionUser } from './storedUser';

/** A 403 ends the session; another failure cannot tell, so the stored user goes on. */
async function validateSession(fullPath: string): Promise<SessionUser> {
  try {
    const { user } = await queryClient.fetchQuery({ ...profileQuery.me(), staleTime: 0 });
    storedUser.set(user);
    return user;
  } catch (error) {
    if (isDecolaError(error) && error.status === 403) {
      throw redirect(routerPath(homeWithRedirect(fullPath)));
    }
    announce({ tone: 'danger', message: errorMessage(error) });
    const stored = storedUser.get();
    if (!stored) throw redirect(routerPath(homeWithRedirect(fullPath)));
    return stored;
  }
}

/** What a private route's loader knows once the guard let it in. */
export type GuardedSession = { user: SessionUser };

/** spec 1 §2 route guard; the session is validated with the server (spec 2 §6). */
export function guard(routeName: RouteName) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<GuardedSession> => {
    const url = new URL(request.url);
    const fullPath = url.pathname + url.search;
    if (!storedUser.get()) throw redirect(routerPath(homeWithRedirect(fullPath)));

    const user = await validateSession(fullPath);

    const configuration = await loadConfiguration();
    const elsewhere = routeGuard({
      routeName,
      fullPath,
      loggedIn: true,
      maintenance: configuration.isMaintenanceMode,
      isFirstLogin: user.isFirstLogin,
    });
    if (elsewhere) throw redirect(routerPath(elsewhere));
    // spec 1 §2, §4: the onboarding route opens only for a step from 1 to 8 and for a learner who
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
    return { user };
  };
}
