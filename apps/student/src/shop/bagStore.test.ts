import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@decola/api-mocks/node';
import { bagLinesOf, emptyBag, saveBag } from './bagStore';

const KEY = 'decola:bag:test';

describe('the bag store (spec 2 §8)', () => {
  const storage = new MemoryStorage();
  beforeEach(() => {
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    storage.items.clear();
  });

  it('keeps ids and quantities and reads them back', () => {
    expect(saveBag(KEY, [{ id: 3, quantity: 2 }])).toBe(true);
    expect(storage.getItem(KEY)).toBe('[{"id":3,"quantity":2}]');
    expect(bagLinesOf(KEY)).toEqual([{ id: 3, quantity: 2 }]);
  });

  it('a refused write changes nothing, and the bag stays as it was', () => {
    saveBag(KEY, [{ id: 3, quantity: 2 }]);
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(saveBag(KEY, [{ id: 3, quantity: 3 }])).toBe(false);
    expect(bagLinesOf(KEY)).toEqual([{ id: 3, quantity: 2 }]);
  });

  it('an order empties the bag even when the browser refuses writes', () => {
    saveBag(KEY, [{ id: 3, quantity: 2 }]);
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    emptyBag(KEY);
    expect(bagLinesOf(KEY)).toEqual([]);
    expect(storage.getItem(KEY)).toBeNull();
  });
});
