import { describe, expect, it } from 'vitest';
import { parseUrlNumber } from './urlNumber';

describe('parseUrlNumber', () => {
  it('reads the digits of a page or an id', () => {
    expect(parseUrlNumber('1')).toBe(1);
    expect(parseUrlNumber('042')).toBe(42);
    expect(parseUrlNumber('0')).toBe(0);
  });

  it('refuses signs, fractions, spaces, words and what is not a string', () => {
    for (const value of [
      '',
      ' 3',
      '3 ',
      '-2',
      '+2',
      '2.5',
      '1e3',
      '0x1',
      'dois',
      null,
      undefined,
      3,
    ]) {
      expect(parseUrlNumber(value)).toBeUndefined();
    }
  });

  it('refuses a number past the safe integers, which would round to another id', () => {
    expect(parseUrlNumber('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseUrlNumber('9007199254740993')).toBeUndefined();
    expect(parseUrlNumber('9'.repeat(400))).toBeUndefined();
  });
});
