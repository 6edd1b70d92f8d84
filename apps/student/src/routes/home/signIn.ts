import type { components } from '@decola/api-client';
import { loginDestination } from '@decola/domain';
import { MutationObserver } from '@tanstack/react-query';
import { accessMutation } from '../../api/access';
import { profileQuery } from '../../api/profile';
import { queryClient } from '../../app/queryClient';
import { storedUser } from '../../session/storedUser';

export type Credentials = components['schemas']['LoginCredentials'];

/** spec 1 §4: the full path to go to; a failure rejects with the DecolaError the form shows. */
export async function signIn(credentials: Credentials, redirect: string | null): Promise<string> {
  await new MutationObserver(queryClient, accessMutation.login()).mutate(credentials);
  const { user } = await queryClient.fetchQuery({ ...profileQuery.me(), staleTime: 0 });
  storedUser.set(user);
  return loginDestination(user, redirect);
}
