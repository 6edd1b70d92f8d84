import { loadChunk } from '@decola/ui';
import { useLatestNavigation } from '../../common/useLatestNavigation';
import type { Credentials } from './signIn';

/** signIn loads on submit: the start-up budget has no room for code nobody has used yet. */
export function useLogin(redirect: string | null) {
  const navigateWhenReady = useLatestNavigation();
  return (credentials: Credentials) =>
    navigateWhenReady(
      async () => {
        const { signIn } = await loadChunk(() => import('./signIn'));
        return signIn(credentials, redirect);
      },
      { replace: true },
    );
}
