import { profileQuery } from '../api/profile';
import { queryClient } from '../app/queryClient';
import type { SessionUser } from './sessionUser';

/** The user this tab validated last: in memory only (the profile query), never stored. */
export const userInMemory = (): SessionUser | undefined =>
  queryClient.getQueryData(profileQuery.me().queryKey)?.user;
