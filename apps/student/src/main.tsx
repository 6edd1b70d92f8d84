import { loadChunk } from '@decola/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// First of the app's modules: a QR link's token leaves the address before the router reads it.
import './session/checkInAddress';
import { App } from './app/App';
import { markBackendReady } from './app/backendReady';
import { queryClient } from './app/queryClient';
import { router } from './app/router';
import './common/template';
import type { RouteHandle } from './shell/routeName';
import { loadConfiguration } from './session/configuration';
import './styles.css';

// The portal's worker is told which of the build's files loaded before it controlled the page
// (app/offlineShell.ts): the timeline keeps them all, not only its first 250 entries.
if (!__DEMO_BACKEND__) performance.setResourceTimingBufferSize(2000);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

/** Behind a build-time flag: fetched only in demo mode, absent from a build for a real backend. */
async function startDemoBackendIfNeeded(): Promise<void> {
  if (!__DEMO_BACKEND__) return;
  if (opensOnLanding()) await firstContentfulPaint();
  const { startDemoBackend } = await loadChunk(() => import('./demo/startDemoBackend'));
  await startDemoBackend({
    // So a mode or an expired session takes effect where the user is, not only on
    // their next navigation.
    onStateChange: () => {
      void queryClient.invalidateQueries();
      void router.revalidate();
    },
  });
}

/** The landing's first view (hero, texts, skeletons) needs no data: it is painted before the demo starts. */
function opensOnLanding(): boolean {
  return router.state.matches.some(
    (match) => (match.route.handle as Partial<RouteHandle> | undefined)?.routeName === 'home',
  );
}

/**
 * Settles once the page has painted its first text or image, so the demo backend's 190 KiB do not
 * share the network with what the landing's first paint needs (or after FIRST_PAINT_WAIT_MS, for a
 * tab that does not paint because it is hidden).
 */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}
const FIRST_PAINT_WAIT_MS = 3000;

// Without the offline shell the portal works as before.
const noop = () => undefined;

// A demo that could not start must not hold every call for good: they fail, and say so.
void startDemoBackendIfNeeded()
  .catch((error: unknown) => console.error('O backend de demonstração não iniciou.', error))
  .finally(markBackendReady);
// The configuration loads at startup (the guard loads it again before private routes).
void loadConfiguration();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Once the page has its own files: the worker then fetches the build's pages beside them.
window.addEventListener(
  'load',
  () => void import('./app/offlineShell').then((shell) => shell.startOfflineShell(), noop),
  { once: true },
);
