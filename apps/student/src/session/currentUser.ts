import { profileQuery } from '../api/profile';
import { queryClient } from '../app/queryClient';
import type { SessionUser } from './sessionUser';
import { signedIn } from './signedIn';

/** The user this tab validated last: in memory only (the profile query), never stored. */
export const userInMemory = (): SessionUser | undefined =>
  queryClient.getQueryData(profileQuery.me().queryKey)?.user;

/** The flag, or the user in memory: a browser refusing storage still keeps this tab's session. */
export const seemsSignedIn = (): boolean => signedIn.isSet() || userInMemory() !== undefined;
