let markReady: () => void = () => {};

/**
 * Settles once the backend can answer: at start-up with a real backend, and in demo mode once the
 * demo worker runs. The router starts its first navigation as soon as its module loads — before
 * main.tsx has started the demo worker — so the route guard waits for this before its first call;
 * otherwise a reload of a private page asks the real network, and the session and maintenance
 * checks read its 404s.
 */
export const backendReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function markBackendReady(): void {
  markReady();
}
