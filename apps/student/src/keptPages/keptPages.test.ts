import { accountKey } from '@decola/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isKeptQuery, KEPT_PAGES_FOR_MS, KeptPages, SAVE_AFTER_MS } from './keptPages';
import { memoryKeptPagesStore } from './keptPagesStore';

const ME = ['profile', 'me'] as const;
const COURSES = ['courses', 'list', 'enrolled', {}] as const;
const SEARCH = ['search', { search: 'lideranca' }] as const;
const ANA = { user: { id: 7, name: 'Ana' } };
const BIA = { user: { id: 8, name: 'Bia' } };

function setUp() {
  const store = memoryKeptPagesStore();
  let build = 'assets/index-a.js';
  let goOnline: (() => void) | null = null;
  const tab = () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const kept = new KeptPages({
      client,
      store,
      now: () => Date.now(),
      build: () => build,
      whenOnline: (then) => (goOnline = then),
    });
    return { client, kept };
  };
  const written = async (kept: KeptPages) => {
    await vi.advanceTimersByTimeAsync(SAVE_AFTER_MS);
    await kept.settled();
  };
  return {
    store,
    tab,
    written,
    newBuild: () => (build = 'assets/index-b.js'),
    online: () => goOnline?.(),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-03T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the pages seen last, kept for a reload offline', () => {
  it("gives the account's pages back to the next tab, without what it typed or bought", async () => {
    const { tab, written, store } = setUp();
    const first = tab();
    first.client.setQueryData(ME, ANA);
    first.client.setQueryData(COURSES, ['Segurança no trabalho']);
    first.client.setQueryData(SEARCH, ['Liderança']);
    await first.kept.open(7);
    await written(first.kept);
    expect(store.records().map((record) => record.account)).toEqual([accountKey(7)]);

    const reloaded = tab();
    expect(await reloaded.kept.restore()).toBe(true);
    expect(reloaded.client.getQueryData(ME)).toEqual(ANA);
    expect(reloaded.client.getQueryData(COURSES)).toEqual(['Segurança no trabalho']);
    expect(reloaded.client.getQueryData(SEARCH)).toBeUndefined();
  });

  it("keeps each page's data beside what the account's earlier pages kept", async () => {
    const { tab, written } = setUp();
    const dashboard = tab();
    dashboard.client.setQueryData(ME, ANA);
    dashboard.client.setQueryData(COURSES, ['Segurança no trabalho']);
    await dashboard.kept.open(7);
    await written(dashboard.kept);
    // The course opened as a page of its own (a link in a new tab, a reload): its own cache.
    const course = tab();
    course.client.setQueryData(ME, ANA);
    course.client.setQueryData(['courses', 'detail', 59], { name: 'NR-35' });
    await course.kept.open(7);
    await written(course.kept);

    const reloaded = tab();
    await reloaded.kept.restore();
    expect(reloaded.client.getQueryData(COURSES)).toEqual(['Segurança no trabalho']);
    expect(reloaded.client.getQueryData(['courses', 'detail', 59])).toEqual({ name: 'NR-35' });
  });

  it('keeps what the learner studies and the shell needs, nothing of the shop, answers or others', () => {
    for (const key of [ME, COURSES, ['contents', 59], ['access', 'isAdmin'], ['notifications']])
      expect(isKeptQuery(key), JSON.stringify(key)).toBe(true);
    for (const key of [
      SEARCH,
      ['shop', 'bag'],
      ['statement'],
      ['questionnaires', 1],
      ['exercises', 1],
      ['configuration'],
      ['profile', 'list', {}],
      ['profile', 'teams', 3, 'users'],
      ['access', 'zipCode', '01001000'],
    ])
      expect(isKeptQuery(key), JSON.stringify(key)).toBe(false);
  });

  it("keeps again as answers arrive, and never one account's answers under another's key", async () => {
    const { tab, written, store } = setUp();
    const { client, kept } = tab();
    client.setQueryData(ME, ANA);
    await kept.open(7);
    await written(kept);
    // A login on the way: the cache now answers for Bia, the kept pages are still Ana's.
    client.clear();
    client.setQueryData(ME, BIA);
    client.setQueryData(COURSES, ['De Bia']);
    await written(kept);
    expect(store.records()[0]?.state.queries.map((query) => query.queryKey)).toEqual([ME]);

    await kept.open(8);
    await written(kept);
    // One session at a time: Ana's pages are gone once Bia is signed in.
    expect(store.records().map((record) => record.account)).toEqual([accountKey(8)]);
    expect(store.records()[0]?.state.queries).toHaveLength(2);
  });

  it('leave the device at logout and when the session ends', async () => {
    const { tab, written, store } = setUp();
    const { client, kept } = tab();
    client.setQueryData(ME, ANA);
    await kept.open(7);
    await written(kept);
    await kept.discard(7);
    expect(store.records()).toEqual([]);
    // Nothing is kept after the logout, whatever arrives.
    client.setQueryData(COURSES, ['Segurança no trabalho']);
    await written(kept);
    expect(store.records()).toEqual([]);

    await kept.open(7);
    await written(kept);
    expect(store.records()).toHaveLength(1);
    await kept.hold();
    expect(store.records()).toEqual([]);
    expect(await tab().kept.restore()).toBe(false);
  });

  it('are kept for a day, by the build that kept them', async () => {
    const { tab, written, newBuild } = setUp();
    const first = tab();
    first.client.setQueryData(ME, ANA);
    await first.kept.open(7);
    await written(first.kept);
    vi.setSystemTime(Date.now() + KEPT_PAGES_FOR_MS - 1_000);
    first.client.setQueryData(COURSES, ['Segurança no trabalho']);
    await written(first.kept);

    // A day after the profile came, no page can show without it: the courses alone are not given.
    vi.setSystemTime(Date.now() + 2_000);
    const later = tab();
    expect(await later.kept.restore()).toBe(false);

    // A new deployment reads nothing an older build kept.
    vi.setSystemTime(Date.now() - 2_000);
    newBuild();
    expect(await tab().kept.restore()).toBe(false);
  });

  it('show what was kept until the connection returns, then ask for everything again', async () => {
    const { tab, written, online } = setUp();
    const first = tab();
    first.client.setQueryData(ME, ANA);
    first.client.setQueryData(COURSES, ['Segurança no trabalho']);
    await first.kept.open(7);
    await written(first.kept);

    vi.setSystemTime(Date.now() + 10 * 60_000);
    const { client, kept } = tab();
    await kept.restore();
    // Ten minutes old, past the minute a page's data stays fresh: shown as it is, not asked again.
    expect(client.getQueryCache().find({ queryKey: COURSES })?.isStale()).toBe(false);
    online();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(60_000);
    expect(client.getQueryCache().find({ queryKey: COURSES })?.state.isInvalidated).toBe(true);
  });
});
