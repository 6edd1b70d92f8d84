import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { accessMutation } from '../api/access';
import { loadConfiguration } from '../session/configuration';
import { userInMemory } from '../session/currentUser';
import { forgetAccount } from '../session/forgetAccount';
import { discardDeviceData } from '../session/deviceSession';
import { signedIn } from '../session/signedIn';

/** Success or failure, the user and the stores are cleared before going home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const logout = useMutation(accessMutation.logout());
  return async () => {
    const user = userInMemory();
    await logout.mutateAsync().catch(() => undefined);
    // Nothing this account left waiting or half-written may reach whoever signs in next.
    if (user) await discardDeviceData(user.id).catch(() => undefined);
    signedIn.clear();
    forgetAccount();
    await loadConfiguration();
    await navigate('/home', { replace: true });
  };
}
