let markReady: () => void = () => {};

/**
 * Settles once the backend can answer: at start-up with a real backend, and in demo mode once the
 * demo worker runs. The page renders and the router starts its first navigation before that, so
 * every call of the portal's client waits for this (api/client.ts); otherwise a first call would
 * ask the real network, and the session and maintenance checks would read its 404s.
 */
export const backendReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function markBackendReady(): void {
  markReady();
}
