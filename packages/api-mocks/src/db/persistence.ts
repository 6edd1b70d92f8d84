import type { TableName } from './database';

/** The browser's sessionStorage, where changed tables survive a reload; absent in Node. */
export type Persistence = {
  /** What the stored tables are: `{ version, seededAt }` as JSON, or null when nothing is stored. */
  readVersion(): string | null;
  writeVersion(text: string): void;
  readTable(name: TableName): string | null;
  writeTable(name: TableName, text: string): void;
  /** Forgets the version and these tables. */
  clear(names: readonly TableName[]): void;
  /** Runs a save later, when the page has nothing else to do. */
  schedule(save: () => void): void;
};

/** At the latest after two seconds; a timer where idle callbacks do not exist. */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/** Version under `key`, each table under `key/<table>`; a refused storage costs only persistence. */
export function sessionStoragePersistence(
  storage: Storage,
  key = 'decola-demo-database',
): Persistence {
  const write = (itemKey: string, text: string) => {
    try {
      storage.setItem(itemKey, text);
    } catch (error) {
      console.warn('Demo backend: the state could not be saved for the next reload.', error);
    }
  };
  const read = (itemKey: string) => {
    try {
      return storage.getItem(itemKey);
    } catch {
      return null;
    }
  };
  const remove = (itemKey: string) => {
    try {
      storage.removeItem(itemKey);
    } catch {
      // Nothing could be stored under it either.
    }
  };
  return {
    readVersion: () => read(key),
    writeVersion: (text) => write(key, text),
    readTable: (name) => read(`${key}/${name}`),
    writeTable: (name, text) => write(`${key}/${name}`, text),
    clear(names) {
      remove(key);
      for (const name of names) remove(`${key}/${name}`);
    },
    schedule: whenIdle,
  };
}

/** The tab's sessionStorage, or null where the browser refuses storage (reading it throws). */
export function tabSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
