import { DATABASE_VERSION, seedDatabase, type Database } from './database';

/** Where a database survives a page reload (the browser's sessionStorage); absent in Node. */
export type Persistence = {
  load(): { version: number; database: Database } | null;
  save(snapshot: { version: number; database: Database }): void;
  clear(): void;
};

let current: Database | null = null;
let persistence: Persistence | null = null;
let clock: () => Date = () => new Date();

/** The time the demo backend believes it is; tests may pin it. */
export function now(): Date {
  return clock();
}

export function setClock(next: () => Date): void {
  clock = next;
}

/** The live database: the stored one when it is of this version, else a fresh seed. */
export function database(): Database {
  if (!current) {
    const stored = persistence?.load();
    current = stored?.version === DATABASE_VERSION ? stored.database : seedDatabase(now());
  }
  return current;
}

/** Writes the database to its persistence, if any; called after every call that may change it. */
export function persist(): void {
  if (current) persistence?.save({ version: DATABASE_VERSION, database: current });
}

/** Back to the seed: every change of the session is forgotten. */
export function resetDatabase(): Database {
  current = seedDatabase(now());
  persistence?.clear();
  persist();
  return current;
}

export function setPersistence(next: Persistence | null): void {
  persistence = next;
  current = null;
}

/** A fresh id for a record the demo creates. */
export function nextId(): number {
  const db = database();
  db.nextId += 1;
  return db.nextId;
}

/** sessionStorage persistence for the browser worker; quota errors only cost persistence, not the call. */
export function sessionStoragePersistence(
  storage: Storage,
  key = 'decola-demo-database',
): Persistence {
  return {
    load() {
      const raw = storage.getItem(key);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as { version: number; database: Database };
      } catch {
        return null;
      }
    },
    save(snapshot) {
      try {
        storage.setItem(key, JSON.stringify(snapshot));
      } catch (error) {
        console.warn('Demo backend: the state could not be saved for the next reload.', error);
      }
    },
    clear() {
      storage.removeItem(key);
    },
  };
}
