import { ErrorMessage } from '@decola/api-client';
import { configurationKeys } from '@decola/api-client/react-query';
import { queryClient } from '../app/queryClient';
import { announce } from './notices';
import { storedUser } from './storedUser';

// The per-area keys, not `decolaKeys`: that object would bring every area's module into start-up.
const CONFIGURATION = configurationKeys.all[0];

type SendHome = () => void;
let sendHome: SendHome | null = null;

/**
 * The router registers how to go home with the current path as `redirect` (it owns navigation); it
 * stays put while a navigation is under way, because the route guard then redirects by itself.
 */
export function whenSessionExpires(send: SendHome): void {
  sendHome = send;
}

/**
 * spec 1 §6 and §8: a 403 from any call means the session is gone. Forget the user and the data of
 * the session, say 'Faça seu login novamente.' and go home keeping where the user was, so the login
 * brings them back.
 */
export function sessionExpired(): void {
  const wasSignedIn = storedUser.get() !== null;
  storedUser.clear();
  queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== CONFIGURATION });
  // A visitor whose public page made a private call was never signed in: nothing to say.
  if (!wasSignedIn) return;
  announce({ tone: 'danger', message: ErrorMessage.sessionExpired });
  sendHome?.();
}
