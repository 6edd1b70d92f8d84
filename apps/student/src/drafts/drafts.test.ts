import { DRAFT_RETENTION_MS, draftKey } from '@decola/domain';
import { describe, expect, it } from 'vitest';
import { Drafts } from './drafts';
import { memoryDraftStore } from './draftStore';

const NOTE = 'note/course:59/content:5901';
const DOUBT = 'doubt/course:59/content:5901';

function setUp() {
  let now = DRAFT_RETENTION_MS;
  const store = memoryDraftStore();
  const fresh = () => new Drafts(store, () => now);
  return { store, fresh, later: (ms: number) => (now += ms) };
}

describe('drafts (a note, doubt, rating or answer being written survives a reload)', () => {
  it('keeps what is typed for the account and gives it back after a reload', async () => {
    const { fresh } = setUp();
    const tab = fresh();
    await tab.open('ana');
    tab.save(NOTE, { seconds: 12, text: 'Rever esta parte' });
    tab.save(DOUBT, { title: 'EPI', description: '' });
    await tab.settled();

    const reloaded = fresh();
    expect(reloaded.current().ready).toBe(false);
    await reloaded.open('ana');
    expect(reloaded.current()).toMatchObject({ ready: true });
    expect(reloaded.current().values.get(NOTE)).toEqual({ seconds: 12, text: 'Rever esta parte' });
    expect(reloaded.current().values.get(DOUBT)).toEqual({ title: 'EPI', description: '' });
  });

  it('forgets a draft once sent, and one emptied by the learner', async () => {
    const { fresh, store } = setUp();
    const tab = fresh();
    await tab.open('ana');
    tab.save(NOTE, { seconds: 3, text: 'a' });
    tab.save(DOUBT, { title: 'b', description: 'c' });
    tab.clear(NOTE);
    tab.save(DOUBT, { title: '', description: ' ' });
    await tab.settled();
    expect(tab.current().values.size).toBe(0);
    expect(store.records()).toEqual([]);
  });

  it("never gives one account another's drafts, and keeps an expired session's for its return", async () => {
    const { fresh } = setUp();
    const tab = fresh();
    await tab.open('ana');
    tab.save(NOTE, { seconds: 1, text: 'da Ana' });
    await tab.settled();
    // The session expired: nothing is read or kept meanwhile.
    tab.hold();
    expect(tab.current()).toMatchObject({ ready: false });
    tab.save(DOUBT, { title: 'sem conta', description: 'x' });
    await tab.open('bruno');
    expect(tab.current().values.size).toBe(0);
    await tab.open('ana');
    expect([...tab.current().values.keys()]).toEqual([NOTE]);
  });

  it("leaves the device with the account's logout, the other account's staying", async () => {
    const { fresh, store } = setUp();
    const tab = fresh();
    await tab.open('bruno');
    tab.save(NOTE, { seconds: 1, text: 'do Bruno' });
    await tab.open('ana');
    tab.save(NOTE, { seconds: 2, text: 'da Ana' });
    await tab.discard('ana');
    expect(tab.current()).toMatchObject({ ready: false });
    expect(store.records().map((record) => record.key)).toEqual([draftKey('bruno', NOTE)]);
  });

  it('drops a draft untouched for seven days', async () => {
    const { fresh, later, store } = setUp();
    const tab = fresh();
    await tab.open('ana');
    tab.save(NOTE, { seconds: 1, text: 'antiga' });
    await tab.settled();
    later(DRAFT_RETENTION_MS + 1);
    const reloaded = fresh();
    await reloaded.open('ana');
    expect(reloaded.current().values.size).toBe(0);
    expect(store.records()).toEqual([]);
  });

  it('writes the newest text last, however the writes interleave', async () => {
    const { fresh } = setUp();
    const tab = fresh();
    await tab.open('ana');
    for (const text of ['a', 'ab', 'abc']) tab.save(NOTE, { seconds: 0, text });
    await tab.settled();
    const reloaded = fresh();
    await reloaded.open('ana');
    expect(reloaded.current().values.get(NOTE)).toEqual({ seconds: 0, text: 'abc' });
  });
});
