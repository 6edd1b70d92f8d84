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
 * The build's files this page loaded before the worker controlled it (a first visit, a first
 * visit after a deployment): the worker keeps them as if they had come through it.
 */
function buildFilesLoaded(): string[] {
  const assets = new URL(`${BASE}assets/`, window.location.href).href;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(assets));
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
  ready.active?.postMessage({ type: 'keep-build-files', files: buildFilesLoaded() });
}

export function startOfflineShell(): void {
  linkManifest();
  // Without a worker the portal works as before; only a reload offline cannot show it.
  registerPortalWorker().catch(() => undefined);
}
