import { describe, expect, it } from 'vitest';
import { bagStorageKey, readStoredBag, writeStoredBag } from './storedBag';

describe('bagStorageKey', () => {
  it('is one key per user that does not show the user', () => {
    expect(bagStorageKey(7)).toBe(bagStorageKey(7));
    expect(bagStorageKey(7)).not.toBe(bagStorageKey(8));
    expect(bagStorageKey(7)).not.toContain('7');
    expect(bagStorageKey(7)).toMatch(/^decola:bag:[0-9a-z]+$/);
  });
});

describe('readStoredBag and writeStoredBag', () => {
  it('keep ids and quantities only', () => {
    const text = writeStoredBag([{ id: 3, quantity: 2, name: 'Caneca' } as never]);
    expect(text).toBe('[{"id":3,"quantity":2}]');
    expect(readStoredBag(text)).toEqual([{ id: 3, quantity: 2 }]);
  });

  it('read nothing from a missing, broken or foreign value', () => {
    expect(readStoredBag(null)).toEqual([]);
    expect(readStoredBag('{')).toEqual([]);
    expect(readStoredBag('{"id":1}')).toEqual([]);
    expect(
      readStoredBag('[{"id":1,"quantity":0},{"id":"2","quantity":1},{"id":4,"quantity":1}]'),
    ).toEqual([{ id: 4, quantity: 1 }]);
  });
});
