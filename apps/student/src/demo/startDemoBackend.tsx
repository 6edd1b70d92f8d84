import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  OPERATIONS,
  parseFault,
  startDemoWorker,
} from '@decola/api-mocks/browser';
import { createRoot } from 'react-dom/client';
import { DemoControlsPanel } from './DemoControlsPanel';

export type StartDemoBackendOptions = {
  /** Called after the panel changed the backend's state, so the app reloads what it shows. */
  onStateChange: () => void;
};

/** Drops `?demo=...` once applied, so it is not replayed by a reload or carried into redirects. */
function forgetDemoParameter(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('demo')) return;
  url.searchParams.delete('demo');
  window.history.replaceState(window.history.state, '', url);
}

/** This module and its imports form their own chunk, loaded only in demo mode. */
export async function startDemoBackend({ onStateChange }: StartDemoBackendOptions): Promise<void> {
  const controls = await startDemoWorker({
    // MSW's worker behind the rule that lets the demo's media files seek (public/).
    serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.demo.js`,
    search: window.location.search,
  });
  forgetDemoParameter();

  const container = document.createElement('div');
  container.id = 'decola-demo-panel';
  document.body.append(container);
  createRoot(container).render(
    <DemoControlsPanel
      controls={controls}
      operationIds={OPERATIONS.map((operation) => operation.operationId)}
      accounts={DEMO_ACCOUNTS}
      password={DEMO_PASSWORD}
      parseFault={parseFault}
      onStateChange={onStateChange}
    />,
  );
}
