import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom, shuffleAlternatives, shuffleForAttempt } from './shuffleAlternatives';

/** A repeatable source: the values given, in a loop. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] as number;
};

describe('shuffleAlternatives', () => {
  it('follows the injected random source (Fisher–Yates)', () => {
    expect(shuffleAlternatives(['a', 'b', 'c', 'd'], sequence(0))).toEqual(['b', 'c', 'd', 'a']);
    expect(shuffleAlternatives(['a', 'b', 'c', 'd'], sequence(0.999))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(shuffleAlternatives(['a', 'b', 'c'], sequence(0.5, 0))).toEqual(['c', 'a', 'b']);
  });

  it('never picks past the end, even with a source returning 1', () => {
    expect(shuffleAlternatives(['a', 'b', 'c'], () => 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps empty and single lists as they are', () => {
    expect(shuffleAlternatives([], () => 0.3)).toEqual([]);
    expect(shuffleAlternatives(['só'], () => 0.3)).toEqual(['só']);
  });

  it('always gives a permutation and leaves the input untouched', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer()),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (items, stream) => {
          const copy = [...items];
          const iterator = stream[Symbol.iterator]();
          const shuffled = shuffleAlternatives(items, () => iterator.next().value as number);
          expect(items).toEqual(copy);
          expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed, stays in [0, 1) and differs between seeds', () => {
    const first = seededRandom(42);
    const again = seededRandom(42);
    const values = Array.from({ length: 50 }, () => first());
    expect(Array.from({ length: 50 }, () => again())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(values[0]);
  });
});

describe('shuffleForAttempt', () => {
  const alternatives = [1, 2, 3, 4, 5];

  it('gives the same order for the same questionnaire and question', () => {
    expect(shuffleForAttempt(alternatives, 5120, 9002)).toEqual(
      shuffleForAttempt(alternatives, 5120, 9002),
    );
  });

  it('reshuffles for another attempt or another question', () => {
    const orders = new Set(
      [5120, 5121, 5122, 5123].flatMap((questionnaireId) =>
        [9001, 9002].map((questionId) =>
          shuffleForAttempt(alternatives, questionnaireId, questionId).join(),
        ),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('always gives a permutation', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (questionnaireId, questionId) => {
        const shuffled = shuffleForAttempt(alternatives, questionnaireId, questionId);
        expect([...shuffled].sort((a, b) => a - b)).toEqual(alternatives);
      }),
    );
  });
});
