import { describe, expect, it } from 'vitest';
import { clampPosition, formatClock, formatPlaybackRate, formatPositionOf } from './mediaTime';

describe('mediaTime', () => {
  it('writes a playback rate with the pt-BR decimal comma and the × sign', () => {
    expect(formatPlaybackRate(1.5)).toBe('1,5×');
    expect(formatPlaybackRate(1)).toBe('1×');
    expect(formatPlaybackRate(1.255)).toBe('1,26×');
  });

  it('says the position for the seek slider and the clock under the player', () => {
    expect(formatPositionOf(65, 200)).toBe('01:05 de 03:20');
    expect(formatClock(65, 200)).toBe('01:05 / 03:20');
    expect(formatClock(3_725, 7_200)).toBe('01:02:05 / 02:00:00');
  });

  it('keeps a position within the media', () => {
    expect(clampPosition(-3, 120)).toBe(0);
    expect(clampPosition(130, 120)).toBe(120);
    expect(clampPosition(42, 120)).toBe(42);
  });

  it('leaves a position alone while the length is not known, but never below zero', () => {
    expect(clampPosition(42, 0)).toBe(42);
    expect(clampPosition(42, Number.NaN)).toBe(42);
    expect(clampPosition(-1, 0)).toBe(0);
  });
});
