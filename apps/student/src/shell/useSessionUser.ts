import { sessionUserType, type UserType } from '@decola/domain';
import { useQuery } from '@tanstack/react-query';
import { accessQuery } from '../api/access';
import { profileQuery } from '../api/profile';
import { storedUser, type SessionUser } from '../session/storedUser';

/** The checks change only with a new session, which clears the cache: ask once per session. */
const ONCE = { staleTime: Infinity } as const;

/** Null only while a session that just expired is being left. */
export function useSessionUser(): { user: SessionUser; userType: UserType } | null {
  const me = useQuery(profileQuery.me());
  const isAdmin = useQuery({ ...accessQuery.isAdmin(), ...ONCE });
  const isManager = useQuery({ ...accessQuery.isManager(), ...ONCE });
  const user = me.data?.user ?? storedUser.get();
  if (!user) return null;
  const checks =
    isAdmin.data && isManager.data
      ? { isAdmin: isAdmin.data.isAdmin, isManager: isManager.data.isManager }
      : null;
  return { user, userType: sessionUserType(user.userType, checks) };
}
