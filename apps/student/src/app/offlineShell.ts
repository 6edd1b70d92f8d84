import { template } from '../common/template';

// A chunk of its own, loaded once the app has rendered (main.tsx): nothing of it is part of the
// landing's start-up.

const BASE = import.meta.env.BASE_URL;

/** The template's manifest and colour (build/webManifests.ts): the portal installs as its brand. */
function linkManifest(): void {
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = `${BASE}manifest-${template}.webmanifest`;
  document.head.append(manifest);
}

/**
 * The build's files this page loads before the worker controls it (a first visit, a first visit
 * after a deployment) are named to the worker as they load, so it keeps them as if they had come
 * through it: the chunks of the screen a first visit opens load offline too. An observer, not the
 * timeline's list, which stops at its 250 entries on a page that has loaded more.
 */
function nameBuildFilesUntilControlled(worker: ServiceWorker): void {
  const assets = new URL(`${BASE}assets/`, window.location.href).href;
  const observer = new PerformanceObserver((list) => {
    const files = list
      .getEntries()
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(assets));
    if (files.length > 0) worker.postMessage({ type: 'keep-build-files', files });
    // From now on what the page loads goes through the worker.
    if (navigator.serviceWorker.controller) observer.disconnect();
  });
  observer.observe({ type: 'resource', buffered: true });
}

/**
 * The portal's worker (public/portalWorker.js) in a build for a real backend; in a demo build
 * MSW's worker controls the portal's scope, and one scope has one worker (docs/decisions.md).
 */
async function registerPortalWorker(): Promise<void> {
  if (__DEMO_BACKEND__ || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(`${BASE}portalWorker.js`, {
    scope: BASE,
    // The worker's own script is always asked of the server: a deployment is seen at once.
    updateViaCache: 'none',
  });
  const ready = await navigator.serviceWorker.ready;
  if (ready.active) nameBuildFilesUntilControlled(ready.active);
}

export function startOfflineShell(): void {
  linkManifest();
  // Without a worker the portal works as before; only a reload offline cannot show it.
  registerPortalWorker().catch(() => undefined);
}
