import { loadChunk, type OfflineBannerProps } from '@decola/ui';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { waitingWrites } from './waitingWrites';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

type Banner = ComponentType<OfflineBannerProps>;

/**
 * On every page, public or signed in, for as long as the browser reports no network.
 * The banner's code stays out of the landing's start-up but is fetched as soon as the app has
 * rendered, while the network is there. A fetch that fails is tried again when the connection
 * returns.
 */
export function ConnectionBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  const waiting = useSyncExternalStore(waitingWrites.subscribe, waitingWrites.count);
  const [Banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    // A worker serves the build's files a page loaded before (public/portalWorker.js): a reload
    // offline finds the banner there. Without one, an import tried offline would stay failed.
    if (Banner || (!online && !navigator.serviceWorker?.controller)) return;
    let mounted = true;
    loadChunk(() => import('./offlineBanner')).then(
      ({ OfflineBanner }) => mounted && setBanner(() => OfflineBanner),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Banner, online]);

  return Banner ? <Banner offline={!online} waiting={waiting} /> : null;
}
