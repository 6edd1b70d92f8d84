import type { components } from '@decola/api-client';
import { accessStepOf, loginDestination } from '@decola/domain';
import { MutationObserver } from '@tanstack/react-query';
import { accessMutation } from '../../api/access';
import { profileQuery } from '../../api/profile';
import { queryClient } from '../../app/queryClient';
import { forgetAccount } from '../../session/forgetAccount';
import { signedIn } from '../../session/signedIn';

export type Credentials = components['schemas']['LoginCredentials'];

/** The full path to go to; a failure rejects with the DecolaError the form shows. */
export async function signIn(credentials: Credentials, redirect: string | null): Promise<string> {
  forgetAccount();
  await new MutationObserver(queryClient, accessMutation.login()).mutate(credentials);
  const { user } = await queryClient.fetchQuery({ ...profileQuery.me(), staleTime: 0 });
  const destination = loginDestination(user, redirect);
  // New credentials or new terms come first: the portal opens once they are done (useFirstAccess),
  // and leaving the step leaves the learner on home, not signed in.
  const stepFirst = accessStepOf({}, new URL(destination, 'http://portal').searchParams) !== null;
  if (stepFirst) queryClient.removeQueries({ queryKey: profileQuery.me().queryKey });
  else signedIn.set();
  return destination;
}
