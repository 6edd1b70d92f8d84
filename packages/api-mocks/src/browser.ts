import { http as untypedHttp, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { applyDemoDirectives, demoControls, parseFault, type DemoControls } from './controls';
import { sessionStoragePersistence, tabSessionStorage } from './db/persistence';
import { persist, saveDatabase, setPersistence, setSeed } from './db/store';
import { handlers } from './handlers';
import { DEMO_CERTIFICATE_BASE } from './handlers/certificates';
import { GENERATED_SEED_URL } from './seed/generated';
import { DEMO_IMAGE_BASE } from './seed/images';
import { DEMO_VIDEO_LINK_BASE } from './seed/learning/demoFiles';
import { DEMO_RECEIPT_BASE } from './seed/shop/orders';

declare global {
  interface Window {
    /** The demo controls, for Playwright and the browser console (demo mode only). */
    __decolaDemo?: DemoControls;
  }
}

export type StartDemoWorkerOptions = {
  /** Address of MSW's worker script, under the app's base path. */
  serviceWorkerUrl: string;
  /** The page's query string: a `demo` parameter sets the demo up (see applyDemoDirectives). */
  search?: string;
};

/**
 * What the demo backend answers: the contract, its controls, the images, certificates and
 * receipts it draws, and the pills' video links. The demo's real files (/student/demo/files, audio,
 * video, scorm) go to the server untouched, range requests included.
 */
const isDemoPath = (pathname: string) =>
  pathname.startsWith('/api/') ||
  pathname.startsWith('/__demo/') ||
  pathname.startsWith(`${DEMO_IMAGE_BASE}/`) ||
  pathname.startsWith(`${DEMO_CERTIFICATE_BASE}/`) ||
  pathname.startsWith(`${DEMO_RECEIPT_BASE}/`) ||
  (pathname.startsWith(`${DEMO_VIDEO_LINK_BASE}/`) && !pathname.includes('.'));

async function fetchSeed(): Promise<string> {
  const response = await fetch(GENERATED_SEED_URL);
  if (!response.ok) throw new Error(`Demo backend: the seed answered ${response.status}.`);
  return response.text();
}

/** Changed tables go to sessionStorage (idle, or on hiding): a reload keeps what the user did. */
export async function startDemoWorker({
  serviceWorkerUrl,
  search = '',
}: StartDemoWorkerOptions): Promise<DemoControls> {
  const storage = tabSessionStorage();
  // A browser that refuses storage runs the demo in memory: a reload starts from the seed.
  setPersistence(storage && sessionStoragePersistence(storage));
  // The seed downloads while the service worker registers; a request that comes first waits for it.
  const seed = fetchSeed().then(setSeed);
  // The app's own files go to the network at once, without being tried against every handler.
  const demoRequestsOnly = untypedHttp.all('*', async ({ request }) => {
    if (!isDemoPath(new URL(request.url).pathname)) return passthrough();
    await seed;
  });
  const worker = setupWorker(demoRequestsOnly, ...handlers);
  // Any answer may have changed the state (a login, an enrolment...): keep it for the next reload.
  worker.events.on('response:mocked', () => persist());
  await Promise.all([
    seed,
    worker.start({
      serviceWorker: { url: serviceWorkerUrl },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  ]);

  window.addEventListener('pagehide', saveDatabase);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveDatabase();
  });
  const unread = applyDemoDirectives(new URLSearchParams(search).get('demo'));
  if (unread.length) console.warn(`Demo backend: directives not understood: ${unread.join(', ')}`);
  window.__decolaDemo = demoControls;
  return demoControls;
}

export { demoControls, parseFault };
export type { DemoControls };
export { OPERATIONS } from './operations.generated';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/users';
