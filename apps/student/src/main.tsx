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

/** Behind a build-time flag: fetched only in demo mode, absent from a build for a real backend. */
async function startDemoBackendIfNeeded(): Promise<void> {
  if (!__DEMO_BACKEND__) return;
  const { startDemoBackend } = await import('./demo/startDemoBackend');
  await startDemoBackend({
    // So a mode or an expired session takes effect where the user is (spec 1 §2), not only on
    // their next navigation.
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
