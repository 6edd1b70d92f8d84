import { describe, expect, it } from 'vitest';
import { findOrderOfBag } from './orderCheck';

const since = new Date('2026-05-14T11:40:00Z');
const order = (id: number, createAt: string, products: { id: number; quantity: number }[]) => ({
  id,
  createAt,
  products,
});

describe('findOrderOfBag', () => {
  const bag = [
    { id: 3, quantity: 2 },
    { id: 1, quantity: 1 },
  ];

  it('finds the order made since the attempt with the same products and quantities', () => {
    const made = order(9, '2026-05-14T11:40:02Z', [
      { id: 1, quantity: 1 },
      { id: 3, quantity: 2 },
    ]);
    expect(findOrderOfBag([made], bag, since)).toBe(made);
  });

  it('ignores older orders and orders of other quantities', () => {
    const older = order(8, '2026-05-14T11:39:59Z', bag);
    const other = order(9, '2026-05-14T11:41:00Z', [
      { id: 1, quantity: 1 },
      { id: 3, quantity: 1 },
    ]);
    expect(findOrderOfBag([other, older], bag, since)).toBeUndefined();
    expect(findOrderOfBag([], bag, since)).toBeUndefined();
  });
});
