import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { accessMutation } from '../api/access';
import { loadConfiguration } from '../session/configuration';
import { storedUser } from '../session/storedUser';

/**
 * spec 1 §2 and §4: logout calls the server, then — whether it succeeded or failed — removes the
 * stored user, clears the stores (the mutation drops every query but the configuration), reloads
 * the configuration and goes home. The dropdown is closed by then (the confirmation replaced it).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const logout = useMutation(accessMutation.logout());
  return async () => {
    await logout.mutateAsync().catch(() => undefined);
    storedUser.clear();
    await loadConfiguration();
    await navigate('/home', { replace: true });
  };
}
