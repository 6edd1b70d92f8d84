import { readStoredBag, writeStoredBag, type StoredBagLine } from '@decola/domain';
import { deviceStorage } from '../session/browserStorage';

const listeners = new Set<() => void>();
// The bag as last saved, per key: what the screens show is what a reload finds.
const saved = new Map<string, readonly StoredBagLine[]>();
const NO_LINES: readonly StoredBagLine[] = [];

const notify = () => listeners.forEach((listener) => listener());

export function subscribeBag(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function bagLinesOf(key: string | null): readonly StoredBagLine[] {
  if (key === null) return NO_LINES;
  let lines = saved.get(key);
  if (!lines) {
    lines = readStoredBag(deviceStorage.read(key));
    saved.set(key, lines);
  }
  return lines;
}

/** False when the browser refused to keep it: the bag then stays as it was. */
export function saveBag(key: string, lines: readonly StoredBagLine[]): boolean {
  if (!deviceStorage.keep(key, writeStoredBag(lines))) return false;
  saved.set(key, lines);
  notify();
  return true;
}

/** After an order: emptied even when storage refuses, so a reload never offers it again. */
export function emptyBag(key: string): void {
  deviceStorage.remove(key);
  saved.set(key, NO_LINES);
  notify();
}

// Another tab of the same browser changed a bag: read it again.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === null || saved.has(event.key)) {
    if (event.key === null) saved.clear();
    else saved.delete(event.key);
    notify();
  }
});
