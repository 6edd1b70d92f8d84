import type { DehydratedState } from '@tanstack/react-query';
import { deviceDatabase, KEPT_PAGES } from '../api/outbox/deviceStore';

/** What one account saw last: the data of its pages, when it was kept and by which build. */
export type KeptPagesRecord = {
  /** The account's opaque key (`accountKey`), never its name or e-mail. */
  account: string;
  savedAt: number;
  /** The build that kept it: another build may read its data differently. */
  build: string;
  state: DehydratedState;
};

/** Where the pages seen last stay between visits, one record per account. */
export interface KeptPagesStore {
  loadAll(): Promise<KeptPagesRecord[]>;
  put(record: KeptPagesRecord): Promise<void>;
  remove(account: string): Promise<void>;
}

function request<T>(action: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    action.onsuccess = () => resolve(action.result);
    action.onerror = () => reject(action.error ?? new Error('IndexedDB refused the request.'));
  });
}

async function inPages<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await deviceDatabase();
  return request(act(db.transaction(KEPT_PAGES, mode).objectStore(KEPT_PAGES)));
}

/**
 * The kept pages in IndexedDB, beside the outbox and the drafts (`decola-device`); a browser that
 * refuses it keeps nothing: a reload offline then shows the portal without the pages' data.
 */
export function indexedDbKeptPagesStore(): KeptPagesStore {
  return {
    loadAll: () =>
      inPages('readonly', (store) => store.getAll() as IDBRequest<KeptPagesRecord[]>).catch(
        () => [],
      ),
    put: (record) =>
      inPages('readwrite', (store) => store.put(record, record.account)).then(() => undefined),
    remove: (account) =>
      inPages('readwrite', (store) => store.delete(account)).then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** For tests and for a browser without IndexedDB. */
export function memoryKeptPagesStore(): KeptPagesStore & { records: () => KeptPagesRecord[] } {
  const kept = new Map<string, KeptPagesRecord>();
  return {
    loadAll: () => Promise.resolve([...kept.values()].map((record) => structuredClone(record))),
    put: (record) => Promise.resolve(void kept.set(record.account, structuredClone(record))),
    remove: (account) => Promise.resolve(void kept.delete(account)),
    records: () => [...kept.values()],
  };
}
