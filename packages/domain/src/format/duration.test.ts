import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows mm:ss under one hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(59)).toBe('00:59');
    expect(formatDuration(61.9)).toBe('01:01');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('shows hh:mm:ss from one hour up to 24 hours included', () => {
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(86_399)).toBe('23:59:59');
    expect(formatDuration(86_400)).toBe('24:00:00');
  });

  it("shows hours only above 24 hours, as '{n}h'", () => {
    expect(formatDuration(86_401)).toBe('24h');
    expect(formatDuration(90_000)).toBe('25h');
    expect(formatDuration(360_000)).toBe('100h');
  });

  it('shows a missing, negative or unreal duration as 00:00', () => {
    expect(formatDuration(-5)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('00:00');
    expect(formatDuration(null)).toBe('00:00');
    expect(formatDuration(undefined)).toBe('00:00');
  });
});
