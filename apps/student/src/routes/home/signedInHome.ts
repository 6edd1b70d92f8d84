import { accessStepOf, safeRedirect } from '@decola/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { routerPath } from '../../common/paths';
import { signedIn } from '../../session/signedIn';

/**
 * Home offers 'Entrar': a signed-in user goes on to the portal instead, so no second login mixes
 * two accounts in one tab. The steps a login leads to (new credentials, new terms) and a reset
 * link's token stay. The flag is a hint: a session that ended is refused there.
 * The flag alone, not the user in memory: every way in sets it, and home loads no session code.
 */
export function loader({ request, params }: LoaderFunctionArgs): Response | null {
  if (!signedIn.isSet()) return null;
  const url = new URL(request.url);
  const step = accessStepOf(params, url.searchParams);
  const staysHome = step !== null && (step.kind !== 'reset' || step.token !== undefined);
  return staysHome ? null : redirect(routerPath(safeRedirect(url.searchParams.get('redirect'))));
}
