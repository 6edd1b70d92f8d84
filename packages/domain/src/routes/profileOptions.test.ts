import { describe, expect, it } from 'vitest';
import { profileOptionOf, profileOptions } from './profileOptions';

describe('profile options', () => {
  it('lists the spec’s options in its order, the order history only with the shop', () => {
    expect(profileOptions(true)).toEqual([
      'statistics',
      'courses',
      'history-order',
      'indication',
      'favorite',
    ]);
    expect(profileOptions(false)).toEqual(['statistics', 'courses', 'indication', 'favorite']);
  });

  it('opens the option of the address, or the first tab without one', () => {
    expect(profileOptionOf('favorite', true)).toBe('favorite');
    expect(profileOptionOf(undefined, true)).toBe('statistics');
    expect(profileOptionOf('unknown', false)).toBe('statistics');
  });

  it('never opens the order history for whom the shop does not exist', () => {
    expect(profileOptionOf('history-order', true)).toBe('history-order');
    expect(profileOptionOf('history-order', false)).toBe('statistics');
  });
});
