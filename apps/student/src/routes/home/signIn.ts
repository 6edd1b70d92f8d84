import type { components } from '@decola/api-client';
import { loginDestination } from '@decola/domain';
import { MutationObserver } from '@tanstack/react-query';
import { accessMutation } from '../../api/access';
import { profileQuery } from '../../api/profile';
import { queryClient } from '../../app/queryClient';
import { storedUser } from '../../session/storedUser';

export type Credentials = components['schemas']['LoginCredentials'];

/**
 * spec 1 §4 login: on success the user is loaded; an imported user who never changed the password
 * creates new credentials, a user with new terms accepts them (keeping the redirect), everyone else
 * goes to the redirect target — only when it is a path of the portal — or to the dashboard. Answers
 * the full path to go to. A failure rejects with the client's DecolaError, which the form shows.
 */
export async function signIn(credentials: Credentials, redirect: string | null): Promise<string> {
  await new MutationObserver(queryClient, accessMutation.login()).mutate(credentials);
  const { user } = await queryClient.fetchQuery({ ...profileQuery.me(), staleTime: 0 });
  storedUser.set(user);
  return loginDestination(user, redirect);
}
