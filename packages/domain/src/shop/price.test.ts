import { describe, expect, it } from 'vitest';
import { clampQuantity, formatDecoins, isSoldOut } from './price';

describe('formatDecoins', () => {
  it('writes whole decoins in pt-BR', () => {
    expect(formatDecoins(1500)).toBe('1.500 decoins');
    expect(formatDecoins(350)).toBe('350 decoins');
    expect(formatDecoins(1)).toBe('1 decoin');
    expect(formatDecoins(0)).toBe('0 decoins');
  });
});

describe('isSoldOut and clampQuantity', () => {
  it('a stock of 0 is sold out', () => {
    expect(isSoldOut({ stock: 0 })).toBe(true);
    expect(isSoldOut({ stock: 1 })).toBe(false);
  });

  it('keeps the quantity from 1 to the stock', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(4, 0)).toBe(1);
  });
});
