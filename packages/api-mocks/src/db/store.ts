import { resolveSeedDates, todayAt } from '../seed/today';
import { DATABASE_VERSION, type Database, type TableName } from './database';
import type { Persistence } from './persistence';
import { readSeedFile } from './seedFile';

/** What a store did since it opened: the start's work, which a test holds against a budget. */
export type StoreWork = {
  /** Characters handed to JSON.parse: tables (seed or stored) and the stored version. */
  charactersParsed: number;
  /** The tables parsed, in order: each at most once per store. */
  tablesParsed: TableName[];
  /** Rows of the tables parsed: array items, object entries. */
  recordsBuilt: number;
  /** Characters serialised to find out which of the tables used changed. */
  charactersSerialized: number;
  storageReads: number;
  /** Items written or removed. */
  storageWrites: number;
};

type StoredVersion = { version: number; seededAt: string };

type Store = { database: Database; work: StoreWork; save(): void };

function parseVersion(text: string): StoredVersion | null {
  try {
    return JSON.parse(text) as StoredVersion;
  } catch {
    return null;
  }
}

const rowsOf = (table: unknown): number =>
  Array.isArray(table)
    ? table.length
    : table && typeof table === 'object'
      ? Object.keys(table).length
      : 1;

/**
 * A table is parsed when first used (the tab's copy, else the seed dated from its seeding) and
 * saved only when its text changed, so a tab that changed nothing stores nothing.
 */
function openStore(seed: Map<TableName, string>, persistence: Persistence | null): Store {
  const work: StoreWork = {
    charactersParsed: 0,
    tablesParsed: [],
    recordsBuilt: 0,
    charactersSerialized: 0,
    storageReads: 0,
    storageWrites: 0,
  };
  const readStorage = (read: () => string | null) => {
    work.storageReads += 1;
    return read();
  };

  const versionText = persistence ? readStorage(() => persistence.readVersion()) : null;
  if (versionText) work.charactersParsed += versionText.length;
  const found = versionText ? parseVersion(versionText) : null;
  let stored = found?.version === DATABASE_VERSION ? found : null;
  // Tables of another version are forgotten before the first save, so no reload mixes versions.
  let staleStorage = versionText !== null && !stored;
  const seededAt = stored ? new Date(stored.seededAt) : now();
  const today = todayAt(seededAt);

  const tables = new Map<TableName, unknown>();
  const savedText = new Map<TableName, string>();
  const used = new Set<TableName>();

  function load(name: TableName): unknown {
    if (tables.has(name)) return tables.get(name);
    const storedText =
      stored && persistence ? readStorage(() => persistence.readTable(name)) : null;
    const text = storedText ?? resolveSeedDates(seed.get(name)!, today);
    work.charactersParsed += text.length;
    const table: unknown = JSON.parse(text);
    work.tablesParsed.push(name);
    work.recordsBuilt += rowsOf(table);
    tables.set(name, table);
    savedText.set(name, text);
    return table;
  }

  const database = {} as Database;
  for (const name of seed.keys()) {
    Object.defineProperty(database, name, {
      enumerable: true,
      get: () => {
        used.add(name);
        return load(name);
      },
      set: (table: unknown) => {
        used.add(name);
        tables.set(name, table);
      },
    });
  }

  function save(): void {
    if (!persistence) return;
    const changed: [TableName, string][] = [];
    for (const name of used) {
      const text = JSON.stringify(tables.get(name));
      work.charactersSerialized += text.length;
      if (text !== savedText.get(name)) changed.push([name, text]);
    }
    used.clear();
    if (changed.length === 0) return;
    if (staleStorage) {
      persistence.clear([...seed.keys()]);
      work.storageWrites += 1 + seed.size;
      staleStorage = false;
    }
    if (!stored) {
      stored = { version: DATABASE_VERSION, seededAt: seededAt.toISOString() };
      persistence.writeVersion(JSON.stringify(stored));
      work.storageWrites += 1;
    }
    for (const [name, text] of changed) {
      persistence.writeTable(name, text);
      savedText.set(name, text);
      work.storageWrites += 1;
    }
  }

  return { database, work, save };
}

let seed: Map<TableName, string> | null = null;
let persistence: Persistence | null = null;
let current: Store | null = null;
let saveScheduled = false;
let clock: () => Date = () => new Date();

/** The time the demo backend believes it is; tests may pin it. */
export function now(): Date {
  return clock();
}

export function setClock(next: () => Date): void {
  clock = next;
}

/** The seed generated at build time, as text: its tables are parsed when first used. */
export function setSeed(text: string): void {
  seed = readSeedFile(text);
  current = null;
}

function store(): Store {
  if (!seed) throw new Error('The demo seed is not loaded: call setSeed() with its text first.');
  current ??= openStore(seed, persistence);
  return current;
}

/** The live database: each table from this tab's stored copy when it has one, else the seed's. */
export function database(): Database {
  return store().database;
}

/** Saves changed tables when idle; called after every call that may change them. */
export function persist(): void {
  if (!persistence || saveScheduled) return;
  saveScheduled = true;
  persistence.schedule(() => {
    saveScheduled = false;
    saveDatabase();
  });
}

/** Saves the tables that changed now: the page is being hidden or left. */
export function saveDatabase(): void {
  current?.save();
}

/** Back to the seed: every change of the session is forgotten, and nothing stays stored. */
export function resetDatabase(): Database {
  if (seed) persistence?.clear([...seed.keys()]);
  current = null;
  return database();
}

/** Where the tables are kept from now on; what the previous store changed is saved first. */
export function setPersistence(next: Persistence | null): void {
  current?.save();
  persistence = next;
  current = null;
  saveScheduled = false;
}

/** What the current store did since it opened (a copy). */
export function storeWork(): StoreWork {
  return structuredClone(store().work);
}

export function nextId(): number {
  const db = database();
  db.nextId += 1;
  return db.nextId;
}
