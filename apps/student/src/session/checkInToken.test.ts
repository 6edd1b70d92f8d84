import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

// The app's base (Vite's BASE_URL): '/student/' in the build, '/' here.
const CHECK_IN = `${import.meta.env.BASE_URL}check-in/training`;
const LINK = { pathname: CHECK_IN, search: '?id=6', hash: '#token=formacao-6' };

/** A fresh tab opened at `address`: the check-in modules run as they do at start-up. */
async function openTab(address = LINK, storage = memoryStorage()) {
  vi.resetModules();
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('window', {
    location: address,
    history: { state: null, replaceState: vi.fn() },
  });
  const token = await import('./checkInToken');
  return { storage, ...token };
}

describe('a QR check-in token kept in the tab (docs/security.md)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-30T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('is there for the login on the way, then forgotten once its 15 minutes are over', async () => {
    const { checkInTokenFor, storage } = await openTab();
    expect(checkInTokenFor(`${CHECK_IN}?id=6`)).toBe('formacao-6');

    vi.advanceTimersByTime(15 * 60_000 + 1);
    expect(checkInTokenFor(`${CHECK_IN}?id=6`)).toBeNull();
    expect(storage.getItem('decola:check-in')).toBeNull();
  });

  it('an abandoned one leaves the tab at the next start, whatever page opens', async () => {
    const { storage } = await openTab();
    expect(storage.getItem('decola:check-in')).not.toBeNull();

    vi.advanceTimersByTime(16 * 60_000);
    await openTab(
      { pathname: `${import.meta.env.BASE_URL}dashboard`, search: '', hash: '' },
      storage,
    );
    expect(storage.getItem('decola:check-in')).toBeNull();
  });
});
