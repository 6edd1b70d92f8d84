// Nothing imported: the banner reads this at start-up, and the outbox's code comes later.
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

/** How many of the learner's writes wait on the device, for the offline banner to count. */
export const waitingWrites = {
  count: (): number => count,
  set(next: number): void {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
