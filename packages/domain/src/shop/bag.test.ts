import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bagAdd,
  bagClear,
  bagDecrease,
  bagIncrease,
  bagRemoveOne,
  bagTotal,
  hasSufficientBalance,
  walletBalance,
} from './bag';
import type { BagProduct } from './bag';

const mug: BagProduct = { id: 1, decoins: 150, quantity: 2 };
const shirt: BagProduct = { id: 2, decoins: 400, quantity: 1, stock: 3 };

const bagArbitrary = fc.array(
  fc.record({
    id: fc.nat(),
    decoins: fc.nat({ max: 100_000 }),
    quantity: fc.integer({ min: 1, max: 50 }),
  }),
  { maxLength: 10 },
);

describe('bagTotal and walletBalance', () => {
  it('sum decoins × quantity and take it from the wallet', () => {
    expect(bagTotal([mug, shirt])).toBe(700);
    expect(walletBalance(1000, [mug, shirt])).toBe(300);
    expect(walletBalance(500, [mug, shirt])).toBe(-200);
    expect(bagTotal([])).toBe(0);
    expect(walletBalance(80, [])).toBe(80);
  });

  it('balance plus bag total is always the wallet', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), bagArbitrary, (wallet, bag) => {
        expect(walletBalance(wallet, bag) + bagTotal(bag)).toBe(wallet);
      }),
    );
  });

  it('does not depend on the order of the bag', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), bagArbitrary, (wallet, bag) => {
        expect(walletBalance(wallet, [...bag].reverse())).toBe(walletBalance(wallet, bag));
      }),
    );
  });

  it('adding a product lowers the balance by its price', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        bagArbitrary,
        fc.nat({ max: 100_000 }),
        (wallet, bag, decoins) => {
          const product = { id: -1, decoins, quantity: 0 };
          expect(walletBalance(wallet, bagAdd(bag, product))).toBe(
            walletBalance(wallet, bag) - decoins,
          );
        },
      ),
    );
  });
});

describe('hasSufficientBalance', () => {
  it('accepts a balance of exactly 0 and refuses a negative one', () => {
    expect(hasSufficientBalance(700, [mug, shirt])).toBe(true);
    expect(hasSufficientBalance(699, [mug, shirt])).toBe(false);
  });
});

describe('bagAdd', () => {
  it('adds a new product at the end with quantity 1 (or the given one)', () => {
    expect(bagAdd([mug], { ...shirt, quantity: 0 })).toEqual([mug, { ...shirt, quantity: 1 }]);
    expect(bagAdd([], { ...mug, quantity: 0 }, 3)).toEqual([{ ...mug, quantity: 3 }]);
  });

  it('adds to the quantity of a product already in the bag', () => {
    expect(bagAdd([mug, shirt], { ...mug, quantity: 1 })).toEqual([{ ...mug, quantity: 3 }, shirt]);
  });

  it('never goes beyond the known stock', () => {
    expect(bagAdd([shirt], shirt, 5)).toEqual([{ ...shirt, quantity: 3 }]);
    expect(bagAdd([], { ...shirt, quantity: 0 }, 5)).toEqual([{ ...shirt, quantity: 3 }]);
  });
});

describe('bagRemoveOne, bagIncrease, bagDecrease, bagClear', () => {
  it('remove a product whatever its quantity', () => {
    expect(bagRemoveOne([mug, shirt], 1)).toEqual([shirt]);
    expect(bagRemoveOne([mug], 99)).toEqual([mug]);
  });

  it('increase up to the stock', () => {
    expect(bagIncrease([mug, shirt], 1)).toEqual([{ ...mug, quantity: 3 }, shirt]);
    expect(bagIncrease([{ ...shirt, quantity: 3 }], 2)).toEqual([{ ...shirt, quantity: 3 }]);
    expect(bagIncrease([{ ...mug, stock: null }], 1)).toEqual([
      { ...mug, stock: null, quantity: 3 },
    ]);
  });

  it('decrease down to 1, never removing', () => {
    expect(bagDecrease([mug], 1)).toEqual([{ ...mug, quantity: 1 }]);
    expect(bagDecrease([{ ...mug, quantity: 1 }], 1)).toEqual([{ ...mug, quantity: 1 }]);
  });

  it('clear empties the bag without touching the old one', () => {
    const bag = [mug, shirt];
    expect(bagClear(bag)).toEqual([]);
    expect(bag).toHaveLength(2);
  });
});
