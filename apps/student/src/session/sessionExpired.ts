import { ErrorMessage } from '@decola/api-client';
import { configurationKeys } from '@decola/api-client/react-query';
import { queryClient } from '../app/queryClient';
import { announce } from './notices';
import { storedUser } from './storedUser';

// The per-area keys, not `decolaKeys`: that object would bring every area's module into start-up.
const CONFIGURATION = configurationKeys.all[0];

type SendHome = () => void;
let sendHome: SendHome | null = null;

/** The router owns navigation; mid-navigation it stays put, as the guard then redirects itself. */
export function whenSessionExpires(send: SendHome): void {
  sendHome = send;
}

/** spec 1 §6 and §8: home keeping where the user was, so the login brings them back. */
export function sessionExpired(): void {
  const wasSignedIn = storedUser.get() !== null;
  storedUser.clear();
  queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] !== CONFIGURATION });
  // A visitor whose public page made a private call was never signed in: nothing to say.
  if (!wasSignedIn) return;
  announce({ tone: 'danger', message: ErrorMessage.sessionExpired });
  sendHome?.();
}
