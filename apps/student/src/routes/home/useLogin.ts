import { loadChunk } from '@decola/ui';
import { useNavigate } from 'react-router-dom';
import { routerPath } from '../../app/paths';
import type { Credentials } from './signIn';

/** signIn loads on submit: the start-up budget has no room for code nobody has used yet. */
export function useLogin(redirect: string | null) {
  const navigate = useNavigate();
  return async (credentials: Credentials) => {
    const { signIn } = await loadChunk(() => import('./signIn'));
    const destination = await signIn(credentials, redirect);
    await navigate(routerPath(destination), { replace: true });
  };
}
