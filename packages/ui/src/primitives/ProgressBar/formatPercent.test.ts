import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent, wholePercent } from './formatPercent';

describe('wholePercent', () => {
  it.each([
    [0, 0],
    [45, 45],
    [45.9, 45],
    [0.4, 0],
    [99.6, 99],
    [99.999, 99],
    [100, 100],
  ])('rounds %s down to %s', (value, whole) => {
    expect(wholePercent(value)).toBe(whole);
  });

  it.each([
    [-5, 0],
    [-0.5, 0],
    [100.4, 100],
    [250, 100],
    [Number.MAX_VALUE, 100],
  ])('draws %s at the nearest end: %s', (value, whole) => {
    expect(wholePercent(value)).toBe(whole);
  });

  it.each([NaN, Infinity, -Infinity])('draws %s, which is no progress at all, as 0', (value) => {
    expect(wholePercent(value)).toBe(0);
  });

  it('is a whole number from 0 to 100, never above the value inside that range', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const whole = wholePercent(value);
        expect(Number.isInteger(whole)).toBe(true);
        expect(whole).toBeGreaterThanOrEqual(0);
        expect(whole).toBeLessThanOrEqual(100);
        if (value >= 0 && value <= 100) {
          expect(whole).toBeLessThanOrEqual(value);
          expect(whole).toBeGreaterThan(value - 1);
        }
      }),
    );
  });
});

describe('formatPercent', () => {
  it('writes a percent as pt-BR text, without decimals', () => {
    expect(formatPercent(45)).toBe('45%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(100)).toBe('100%');
  });

  it('would round 99.6 up to 100%; the whole percent a bar draws reads 99%', () => {
    expect(formatPercent(99.6)).toBe('100%');
    expect(formatPercent(wholePercent(99.6))).toBe('99%');
  });
});
