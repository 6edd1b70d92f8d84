import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { markBackendReady } from './app/backendReady';
import { queryClient } from './app/queryClient';
import { router } from './app/router';
import './app/template';
import { loadConfiguration } from './session/configuration';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

/**
 * In demo mode the demo backend must answer before the first call: the app renders at once (what
 * needs no data shows, the rest waits in skeletons) and every call waits for backendReady. It is a
 * dynamic import: its own chunk, fetched only in demo mode, and dropped entirely from a build for a
 * real backend (the flag is a build-time constant).
 */
async function startDemoBackendIfNeeded(): Promise<void> {
  if (!__DEMO_BACKEND__) return;
  const { startDemoBackend } = await import('./demo/startDemoBackend');
  await startDemoBackend({
    // The panel changed the backend: reload what the page shows and run the route guard again, so a
    // mode or an expired session takes effect where the user is (spec 1 §2), not only on their
    // next navigation.
    onStateChange: () => {
      void queryClient.invalidateQueries();
      void router.revalidate();
    },
  });
}

void startDemoBackendIfNeeded().then(markBackendReady);
// spec 1 §4: the configuration loads at startup (the guard loads it again before private routes).
void loadConfiguration();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
