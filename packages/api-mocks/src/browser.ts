import { setupWorker } from 'msw/browser';
import { applyDemoDirectives, demoControls, parseFault, type DemoControls } from './controls';
import { persist, sessionStoragePersistence, setPersistence } from './db/store';
import { handlers } from './handlers';

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
 * Starts the demo backend inside the browser: MSW's service worker answers every call of the
 * contract from a database kept in sessionStorage, so a reload keeps what the user did.
 */
export async function startDemoWorker({
  serviceWorkerUrl,
  search = '',
}: StartDemoWorkerOptions): Promise<DemoControls> {
  setPersistence(sessionStoragePersistence(window.sessionStorage));
  const unread = applyDemoDirectives(new URLSearchParams(search).get('demo'));
  if (unread.length) console.warn(`Demo backend: directives not understood: ${unread.join(', ')}`);

  const worker = setupWorker(...handlers);
  // Any answer may have changed the state (a login, an enrolment...): keep it for the next reload.
  worker.events.on('response:mocked', () => persist());
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  window.__decolaDemo = demoControls;
  return demoControls;
}

export { demoControls, parseFault };
export type { DemoControls };
export { OPERATIONS } from './operations.generated';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/users';
