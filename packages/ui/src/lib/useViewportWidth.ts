import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// Without a window (server rendering) the layout starts at a common laptop width.
const SERVER_WIDTH = 1024;

/** The window's width in CSS pixels, updated on resize: the spec's breakpoints are screen widths. */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => SERVER_WIDTH,
  );
}
