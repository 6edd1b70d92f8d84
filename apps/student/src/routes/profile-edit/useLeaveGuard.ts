import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { signedIn } from '../../session/signedIn';

/**
 * Leaving the editor with unsaved changes asks first — another screen of the app through
 * the router's blocker, a reload or a closed tab through the browser's own question. A session that
 * expired goes home without asking (the 403 has already cleared the flag).
 */
export function useLeaveGuard(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && signedIn.isSet() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return blocker;
}
