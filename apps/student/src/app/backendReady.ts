let markReady: () => void = () => {};

/**
 * The page renders before the demo worker runs, so every call waits for this: a first call would
 * otherwise ask the real network, and the session and maintenance checks would read its 404s.
 */
export const backendReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function markBackendReady(): void {
  markReady();
}
