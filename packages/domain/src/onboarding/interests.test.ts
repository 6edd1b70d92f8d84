import { describe, expect, it } from 'vitest';
import { canSelectInterest, toggleInterest } from './interests';

describe('canSelectInterest', () => {
  it('allows choosing while fewer than 5 are chosen', () => {
    expect(canSelectInterest([], 1)).toBe(true);
    expect(canSelectInterest([1, 2, 3, 4], 5)).toBe(true);
  });

  it('disables the others once 5 are chosen, but never the chosen ones', () => {
    expect(canSelectInterest([1, 2, 3, 4, 5], 6)).toBe(false);
    expect(canSelectInterest([1, 2, 3, 4, 5], 3)).toBe(true);
  });
});

describe('toggleInterest', () => {
  it('chooses, unchooses, and leaves a disabled one out', () => {
    expect(toggleInterest([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleInterest([1, 2, 3], 2)).toEqual([1, 3]);
    expect(toggleInterest([1, 2, 3, 4, 5], 6)).toEqual([1, 2, 3, 4, 5]);
    expect(toggleInterest(['a'], 'a')).toEqual([]);
  });
});
