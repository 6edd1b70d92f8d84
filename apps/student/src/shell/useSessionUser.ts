import { sessionUserType, type UserType } from '@decola/domain';
import { useQuery } from '@tanstack/react-query';
import { accessQuery } from '../api/access';
import { profileQuery } from '../api/profile';
import type { SessionUser } from '../session/sessionUser';

/**
 * The checks change only with a new session, and every login, logout and change of account empties
 * the cache (session/forgetAccount.ts): asked once per session, for the user signed in now.
 */
const ONCE = { staleTime: Infinity } as const;

/** The user the guard validated, from memory; null only while a session that ended is left. */
export function useSessionUser(): { user: SessionUser; userType: UserType } | null {
  const me = useQuery(profileQuery.me());
  const isAdmin = useQuery({ ...accessQuery.isAdmin(), ...ONCE });
  const isManager = useQuery({ ...accessQuery.isManager(), ...ONCE });
  const user = me.data?.user;
  if (!user) return null;
  const checks =
    isAdmin.data && isManager.data
      ? { isAdmin: isAdmin.data.isAdmin, isManager: isManager.data.isManager }
      : null;
  return { user, userType: sessionUserType(user.userType, checks) };
}
