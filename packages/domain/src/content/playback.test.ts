import { describe, expect, it } from 'vitest';
import { validateCheckpoint, validatePlaybackSpeed } from './playback';

const SPEED = [{ code: 'INVALID_SPEED_RATE', message: 'Velocidade de reprodução inválida.' }];
const CHECKPOINT = [{ code: 'INVALID_CHECKPOINT', message: 'Checkpoint inválido.' }];

describe('validatePlaybackSpeed', () => {
  it('accepts a speed above 0 and at most 2', () => {
    expect(validatePlaybackSpeed(0.25)).toEqual([]);
    expect(validatePlaybackSpeed(1)).toEqual([]);
    expect(validatePlaybackSpeed(2)).toEqual([]);
  });

  it('refuses 0, negatives, above 2 and what is not a number', () => {
    expect(validatePlaybackSpeed(0)).toEqual(SPEED);
    expect(validatePlaybackSpeed(-1)).toEqual(SPEED);
    expect(validatePlaybackSpeed(2.01)).toEqual(SPEED);
    expect(validatePlaybackSpeed(Number.NaN)).toEqual(SPEED);
  });
});

describe('validateCheckpoint', () => {
  it('accepts 0 and positive seconds', () => {
    expect(validateCheckpoint(0)).toEqual([]);
    expect(validateCheckpoint(12.5)).toEqual([]);
  });

  it('refuses negative seconds and what is not a number', () => {
    expect(validateCheckpoint(-0.1)).toEqual(CHECKPOINT);
    expect(validateCheckpoint(Number.NaN)).toEqual(CHECKPOINT);
    expect(validateCheckpoint(Number.POSITIVE_INFINITY)).toEqual(CHECKPOINT);
  });
});
