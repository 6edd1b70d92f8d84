import { describe, expect, it } from 'vitest';
import {
  abbreviateCount,
  circleProgressPercent,
  formatCount,
  formatRating,
  shouldAbbreviateCounts,
  trackProgressPercent,
} from './numbers';

describe('formatRating', () => {
  it('shows one decimal with a pt-BR comma when above 0', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(5)).toBe('5,0');
    expect(formatRating(3.96)).toBe('4,0');
    expect(formatRating(0.1)).toBe('0,1');
  });

  it('shows 0 for no rating', () => {
    expect(formatRating(0)).toBe('0');
    expect(formatRating(-1)).toBe('0');
    expect(formatRating(null)).toBe('0');
    expect(formatRating(undefined)).toBe('0');
  });
});

describe('abbreviateCount', () => {
  it('keeps counts of up to 3 digits whole', () => {
    expect(abbreviateCount(0)).toBe('0');
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(12.7)).toBe('12');
  });

  it('uses k above 3 digits, truncating to one decimal', () => {
    expect(abbreviateCount(1000)).toBe('1k');
    expect(abbreviateCount(1234)).toBe('1,2k');
    expect(abbreviateCount(1299)).toBe('1,2k');
    expect(abbreviateCount(999_999)).toBe('999,9k');
  });

  it('uses m at 7 digits', () => {
    expect(abbreviateCount(1_000_000)).toBe('1m');
    expect(abbreviateCount(1_550_000)).toBe('1,5m');
    expect(abbreviateCount(12_345_678)).toBe('12,3m');
  });

  it('keeps the sign of negative counts', () => {
    expect(abbreviateCount(-1500)).toBe('-1,5k');
  });
});

describe('shouldAbbreviateCounts and formatCount', () => {
  it('shorten counts on screens of 700 px or less', () => {
    expect(shouldAbbreviateCounts(700)).toBe(true);
    expect(shouldAbbreviateCounts(701)).toBe(false);
    expect(formatCount(12_345, 700)).toBe('12,3k');
    expect(formatCount(12_345, 701)).toBe('12.345');
  });
});

describe('circleProgressPercent and trackProgressPercent', () => {
  it('cap the circle progress at 100 and keep it from going below 0', () => {
    expect(circleProgressPercent(100)).toBe(100);
    expect(circleProgressPercent(130)).toBe(100);
    expect(circleProgressPercent(42)).toBe(42);
    expect(circleProgressPercent(-3)).toBe(0);
    expect(circleProgressPercent(Number.NaN)).toBe(0);
  });

  it("turn a track's finished over total into a capped percent", () => {
    expect(trackProgressPercent(3, 4)).toBe(75);
    expect(trackProgressPercent(5, 4)).toBe(100);
    expect(trackProgressPercent(0, 0)).toBe(0);
  });
});
