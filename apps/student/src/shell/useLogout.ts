import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { accessMutation } from '../api/access';
import { loadConfiguration } from '../session/configuration';
import { forgetAccount } from '../session/forgetAccount';
import { signedIn } from '../session/signedIn';

/** spec 1 §2, §4: success or failure, the user and the stores are cleared before going home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const logout = useMutation(accessMutation.logout());
  return async () => {
    await logout.mutateAsync().catch(() => undefined);
    signedIn.clear();
    forgetAccount();
    await loadConfiguration();
    await navigate('/home', { replace: true });
  };
}
