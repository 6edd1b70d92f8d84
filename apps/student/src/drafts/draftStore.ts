import type { DraftRecord } from '@decola/domain';
import { deviceDatabase } from '../api/outbox/deviceStore';

/** Where the drafts stay between visits. */
export interface DraftStore {
  /** Every draft of the account on the device. */
  load(account: string): Promise<DraftRecord[]>;
  put(record: DraftRecord): Promise<void>;
  remove(key: string): Promise<void>;
  /** Logout: every draft of the account. */
  removeAccount(account: string): Promise<void>;
}

const DRAFTS = 'drafts';

// Keys are `account/place`: one account's drafts are one range of them.
const accountRange = (account: string) => IDBKeyRange.bound(`${account}/`, `${account}/\uffff`);

function request<T>(action: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    action.onsuccess = () => resolve(action.result);
    action.onerror = () => reject(action.error ?? new Error('IndexedDB refused the request.'));
  });
}

async function inDrafts<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
) {
  const db = await deviceDatabase();
  return request(act(db.transaction(DRAFTS, mode).objectStore(DRAFTS)));
}

/**
 * The drafts in IndexedDB, beside the outbox (`decola-device`); a browser that refuses it keeps
 * them in the tab's memory: they survive a login on the way, not a reload.
 */
export function indexedDbDraftStore(): DraftStore {
  const memory = memoryDraftStore();
  const orMemory =
    <A extends unknown[], T>(
      action: (...args: A) => Promise<T>,
      instead: (...args: A) => Promise<T>,
    ) =>
    (...args: A) =>
      action(...args).catch(() => instead(...args));
  return {
    load: orMemory(
      (account) =>
        inDrafts('readonly', (store) => store.getAll(accountRange(account))) as Promise<
          DraftRecord[]
        >,
      memory.load,
    ),
    put: orMemory(
      (record) =>
        inDrafts('readwrite', (store) => store.put(record, record.key)).then(() => undefined),
      memory.put,
    ),
    remove: orMemory(
      (key) => inDrafts('readwrite', (store) => store.delete(key)).then(() => undefined),
      memory.remove,
    ),
    removeAccount: orMemory(
      (account) =>
        inDrafts('readwrite', (store) => store.delete(accountRange(account))).then(() => undefined),
      memory.removeAccount,
    ),
  };
}

/** For tests and for a browser without IndexedDB. */
export function memoryDraftStore(): DraftStore & { records: () => DraftRecord[] } {
  const kept = new Map<string, DraftRecord>();
  return {
    load: (account) =>
      Promise.resolve([...kept.values()].filter((record) => record.account === account)),
    put: (record) => Promise.resolve(void kept.set(record.key, structuredClone(record))),
    remove: (key) => Promise.resolve(void kept.delete(key)),
    removeAccount: (account) => {
      for (const record of [...kept.values()])
        if (record.account === account) kept.delete(record.key);
      return Promise.resolve();
    },
    records: () => [...kept.values()],
  };
}
