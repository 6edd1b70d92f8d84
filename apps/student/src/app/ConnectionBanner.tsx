import { OfflineBanner } from '@decola/ui';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Issue 13: on every page, public or signed in, for as long as the browser reports no network. */
export function ConnectionBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  return <OfflineBanner offline={!online} />;
}
