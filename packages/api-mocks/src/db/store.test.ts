import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoControls } from '../controls';
import { GENERATED_SEED_URL } from '../seed/generated';
import { resolveSeedDates, todayAt } from '../seed/today';
import { createCaller } from '../testing/caller';
import { MemoryStorage } from '../testing/memoryStorage';
import { DATABASE_VERSION } from './database';
import { sessionStoragePersistence, type Persistence } from './persistence';
import { readSeedFile } from './seedFile';
import {
  database,
  persist,
  resetDatabase,
  saveDatabase,
  setClock,
  setPersistence,
  storeWork,
} from './store';

// The seed as a page parses it: its dates resolved (their length does not depend on the day).
const SEED = resolveSeedDates(readFileSync(GENERATED_SEED_URL, 'utf8'), todayAt(new Date()));
const SEED_TABLES = readSeedFile(SEED);
const SEED_ROWS = [...SEED_TABLES.values()].reduce((total, text) => {
  const table: unknown = JSON.parse(text);
  return total + (Array.isArray(table) ? table.length : Object.keys(table as object).length || 1);
}, 0);

/** A tab's sessionStorage, with the idle saves held until the test runs them. */
function tab(storage = new MemoryStorage()) {
  const idle: (() => void)[] = [];
  const persistence: Persistence = {
    ...sessionStoragePersistence(storage as unknown as Storage),
    schedule: (save) => idle.push(save),
  };
  setPersistence(persistence);
  return {
    storage,
    /** Runs what waited for idle time, as the browser does when the page has nothing to do. */
    idle: () => idle.splice(0).forEach((save) => save()),
  };
}

/** What the landing asks the demo backend for first (spec 1 §7): answered, then the idle save. */
async function landingStart(idle: () => void) {
  const caller = createCaller();
  for (const path of ['/api/decola/configuration', '/api/list/faq', '/api/course/list/new']) {
    expect((await caller.call('GET', path)).status).toBe(200);
    persist();
  }
  idle();
}

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});
afterEach(() => {
  setPersistence(null);
  setClock(() => new Date());
});

describe('the start of the demo backend', () => {
  it('on a fresh tab, answers the landing parsing only the tables it reads, once, and stores nothing', async () => {
    const { storage, idle } = tab();
    await landingStart(idle);
    const work = storeWork();

    expect(work.storageWrites).toBe(0);
    expect(storage.items.size).toBe(0);
    expect(work.storageReads).toBe(1);
    expect(new Set(work.tablesParsed).size).toBe(work.tablesParsed.length);
    expect(work.charactersParsed).toBeLessThanOrEqual(SEED.length);
    expect(work.recordsBuilt).toBeLessThanOrEqual(SEED_ROWS);
    // The seed grows with what the learner's pages read; the landing's start must not grow with it.
    const parsedSize = work.tablesParsed.reduce(
      (total, name) => total + SEED_TABLES.get(name)!.length,
      0,
    );
    expect(work.charactersParsed).toBe(parsedSize);
    for (const heavy of ['contents', 'exercises', 'learners', 'questionnaires', 'statement'])
      expect(work.tablesParsed).not.toContain(heavy);
    expect(work.charactersParsed).toBeLessThanOrEqual(SEED.length / 4);
  });

  it('on a reload, reads the stored tables over the seed, each once', async () => {
    const storage = new MemoryStorage();
    const first = tab(storage);
    demoControls.update({ maintenanceMode: true });
    first.idle();

    const again = tab(storage);
    await landingStart(again.idle);
    const work = storeWork();
    expect(database().configuration.isMaintenanceMode).toBe(true);
    expect(new Set(work.tablesParsed).size).toBe(work.tablesParsed.length);
    expect(work.storageWrites).toBe(0);
    expect(work.storageReads).toBe(1 + work.tablesParsed.length);
  });
});

describe('saving what changed', () => {
  it('writes only the changed table (and what the stored tables are), in idle time', () => {
    const { storage, idle } = tab();
    demoControls.update({ suggestionMode: true });
    demoControls.state();
    expect(storage.items.size).toBe(0);

    idle();
    expect([...storage.items.keys()].sort()).toEqual([
      'decola-demo-database',
      'decola-demo-database/configuration',
    ]);
    expect(JSON.parse(storage.items.get('decola-demo-database')!)).toMatchObject({
      version: DATABASE_VERSION,
    });
    expect(storeWork().storageWrites).toBe(2);

    demoControls.addFault('login', { kind: 'network' });
    idle();
    expect(storage.items.has('decola-demo-database/demo')).toBe(true);
    expect(storeWork().storageWrites).toBe(3);
  });

  it('saves at once when asked (the page is hidden or left), and a reload sees the change', () => {
    const storage = new MemoryStorage();
    tab(storage);
    const login = database().users.find((user) => user.email === 'aluno@decola.dev')!;
    login.name = 'Outro nome';
    saveDatabase();
    expect(storage.items.has('decola-demo-database/users')).toBe(true);

    tab(storage);
    expect(database().users.find((user) => user.id === login.id)!.name).toBe('Outro nome');
  });

  it('keeps the seed’s dates across a reload on another day', () => {
    const storage = new MemoryStorage();
    setClock(() => new Date('2026-03-16T13:00:00-03:00'));
    tab(storage);
    const modifiedAt = database().configuration.modifiedAt;
    const firstCourse = database().courses[0]!.lastChange;
    demoControls.update({ maintenanceMode: true });
    saveDatabase();

    setClock(() => new Date('2026-03-18T09:00:00-03:00'));
    tab(storage);
    expect(database().configuration.modifiedAt).toBe(modifiedAt);
    expect(database().courses[0]!.lastChange).toBe(firstCourse);
  });

  it('answers and signs in when the browser refuses storage', async () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { idle } = tab({
      getItem: refused,
      setItem: refused,
      removeItem: refused,
      items: new Map(),
    });
    const caller = createCaller();
    await caller.signIn('aluno@decola.dev');
    demoControls.update({ maintenanceMode: true });
    persist();
    idle();
    saveDatabase();
    demoControls.reset();
    expect(demoControls.state().maintenanceMode).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('forgets the stored tables on reset', () => {
    const { storage } = tab();
    demoControls.update({ maintenanceMode: true });
    saveDatabase();
    expect(storage.items.size).toBe(2);

    demoControls.reset();
    expect(storage.items.size).toBe(0);
    expect(demoControls.state().maintenanceMode).toBe(false);
    saveDatabase();
    expect(storage.items.size).toBe(0);
  });

  it('replaces tables of another version at the first save', () => {
    const storage = new MemoryStorage();
    storage.setItem('decola-demo-database', JSON.stringify({ version: 1, seededAt: 'x' }));
    storage.setItem('decola-demo-database/configuration', '{"isMaintenanceMode":true}');
    storage.setItem('decola-demo-database/users', '[]');
    tab(storage);
    expect(database().configuration.isMaintenanceMode).toBe(false);

    demoControls.update({ suggestionMode: true });
    saveDatabase();
    expect([...storage.items.keys()].sort()).toEqual([
      'decola-demo-database',
      'decola-demo-database/configuration',
    ]);
  });
});
