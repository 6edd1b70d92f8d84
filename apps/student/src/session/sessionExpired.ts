import { ErrorMessage } from '@decola/api-client';
import { forgetAccount } from './forgetAccount';
import { announce } from './notices';
import { holdDeviceData } from './deviceHold';
import { signedIn } from './signedIn';

type SendHome = () => void;
let sendHome: SendHome | null = null;

/** The router owns navigation; mid-navigation it stays put, as the guard then redirects itself. */
export function whenSessionExpires(send: SendHome): void {
  sendHome = send;
}

/** Home keeping where the user was, so the login brings them back. */
export function sessionExpired(): void {
  // Where the browser refused to keep the flag, this tab still holds it (session/signedIn).
  const wasSignedIn = signedIn.isSet();
  signedIn.clear();
  holdDeviceData();
  forgetAccount();
  // A visitor whose public page made a private call was never signed in: nothing to say.
  if (!wasSignedIn) return;
  announce({ tone: 'danger', message: ErrorMessage.sessionExpired });
  sendHome?.();
}
