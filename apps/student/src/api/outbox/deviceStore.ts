import type { OutboxItem } from '@decola/domain';

/** A write kept on the device, and whether its last attempt went unanswered (it may have arrived). */
export type OutboxEntry = OutboxItem & { unanswered?: boolean };

/** Where the outbox keeps its writes between visits. */
export interface OutboxStore {
  load(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(seq: number): Promise<void>;
}

const DATABASE = 'decola-device';
const OUTBOX = 'outbox';
/** The pages an account saw last, for a reload offline (session/keptPages). */
export const KEPT_PAGES = 'pages';

function request<T>(action: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    action.onsuccess = () => resolve(action.result);
    action.onerror = () => reject(action.error ?? new Error('IndexedDB refused the request.'));
  });
}

let database: Promise<IDBDatabase> | null = null;

/** The device's database, opened once; its stores are made on the first visit. */
export function deviceDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(DATABASE, 2);
    // A device that has the first version's stores gets only the ones added since.
    opening.onupgradeneeded = () => {
      const stores = opening.result.objectStoreNames;
      if (!stores.contains(OUTBOX)) opening.result.createObjectStore(OUTBOX, { keyPath: 'seq' });
      if (!stores.contains('drafts')) opening.result.createObjectStore('drafts');
      if (!stores.contains(KEPT_PAGES)) opening.result.createObjectStore(KEPT_PAGES);
    };
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB did not open.'));
  });
  return database;
}

async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await deviceDatabase();
  return request(act(db.transaction(OUTBOX, mode).objectStore(OUTBOX)));
}

/**
 * The outbox in IndexedDB; a browser that refuses it (a private window of some browsers, storage
 * blocked) keeps the writes in the tab's memory only: they still wait for the connection, but not
 * across a reload.
 */
export function indexedDbStore(): OutboxStore {
  const memory = new Map<number, OutboxEntry>();
  const fallback = <T>(action: () => Promise<T>, instead: () => T) =>
    action().catch(() => instead());
  return {
    load: () =>
      fallback(
        () => inStore('readonly', (store) => store.getAll() as IDBRequest<OutboxEntry[]>),
        () => [...memory.values()],
      ),
    put: (entry) =>
      fallback(
        () => inStore('readwrite', (store) => store.put(entry)).then(() => undefined),
        () => void memory.set(entry.seq, entry),
      ),
    remove: (seq) =>
      fallback(
        () => inStore('readwrite', (store) => store.delete(seq)).then(() => undefined),
        () => void memory.delete(seq),
      ),
  };
}

/** For tests and for a browser without IndexedDB. */
export function memoryStore(
  entries: OutboxEntry[] = [],
): OutboxStore & { entries: () => OutboxEntry[] } {
  const kept = new Map(entries.map((entry) => [entry.seq, entry]));
  return {
    load: () => Promise.resolve([...kept.values()].map((entry) => ({ ...entry }))),
    put: (entry) => Promise.resolve(void kept.set(entry.seq, { ...entry })),
    remove: (seq) => Promise.resolve(void kept.delete(seq)),
    entries: () => [...kept.values()],
  };
}
