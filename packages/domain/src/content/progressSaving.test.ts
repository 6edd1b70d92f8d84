import { describe, expect, it } from 'vitest';
import {
  addPlayed,
  afterSaved,
  areAllFinished,
  contentSecondsOf,
  isProgressReached,
  NOTHING_PLAYED,
  progressSaveOf,
} from './progressSaving';

describe('played seconds', () => {
  it('adds what was played at each rate and counts it in content seconds', () => {
    const played = addPlayed(addPlayed(addPlayed(NOTHING_PLAYED, 10, 1), 5, 2), 2.5, 1);
    expect(played).toEqual({ '1': 12.5, '2': 5 });
    expect(contentSecondsOf(played)).toBe(22.5);
    expect(NOTHING_PLAYED).toEqual({});
  });

  it('ignores nothing played, negative or broken seconds', () => {
    expect(addPlayed(NOTHING_PLAYED, 0, 1)).toBe(NOTHING_PLAYED);
    expect(addPlayed(NOTHING_PLAYED, -3, 1)).toBe(NOTHING_PLAYED);
    expect(addPlayed(NOTHING_PLAYED, Number.NaN, 1)).toBe(NOTHING_PLAYED);
  });
});

describe('progressSaveOf', () => {
  it('checks the rate first (spec 2 §5)', () => {
    expect(progressSaveOf({ '1': 15 }, 3)).toEqual({
      kind: 'invalid',
      problems: [{ code: 'INVALID_SPEED_RATE', message: 'Velocidade de reprodução inválida.' }],
    });
    expect(progressSaveOf(NOTHING_PLAYED, 0).kind).toBe('invalid');
  });

  it('sends nothing when nothing was played', () => {
    expect(progressSaveOf(NOTHING_PLAYED, 1)).toEqual({ kind: 'nothing' });
  });

  it('sends every rate played at the current one, the server multiplying back', () => {
    const played = { '1': 5, '2': 5 };
    expect(progressSaveOf(played, 1.5)).toEqual({
      kind: 'save',
      body: { speedRate: 1.5, seconds: 10 },
      sent: played,
    });
    expect(progressSaveOf({ '1': 15 }, 1)).toMatchObject({ body: { speedRate: 1, seconds: 15 } });
  });

  it('a failed save loses nothing: the next tick carries both intervals', () => {
    let played = addPlayed(NOTHING_PLAYED, 15, 1);
    // The save failed (500): played stays as it was and keeps growing.
    played = addPlayed(played, 15, 1);
    const save = progressSaveOf(played, 1);
    expect(save).toMatchObject({ body: { seconds: 30 } });
    if (save.kind !== 'save') throw new Error('expected a save');
    // While the request was on its way, 2 more seconds played; they stay for the next save.
    expect(afterSaved(addPlayed(played, 2, 1.25), save.sent)).toEqual({ '1.25': 2 });
    expect(afterSaved(played, save.sent)).toEqual({});
  });
});

describe('isProgressReached', () => {
  it('counts REACH_MIN (99) and above as reached', () => {
    expect(isProgressReached(98)).toBe(false);
    expect(isProgressReached(99)).toBe(true);
    expect(isProgressReached(100)).toBe(true);
    expect(isProgressReached(null)).toBe(false);
  });
});

describe('areAllFinished', () => {
  it('is true only when every content is at 100', () => {
    expect(areAllFinished([{ status: { progress: 100 } }, { status: { progress: 100 } }])).toBe(
      true,
    );
    expect(areAllFinished([{ status: { progress: 100 } }, { status: { progress: 99 } }])).toBe(
      false,
    );
    expect(areAllFinished([])).toBe(false);
    expect(areAllFinished([{ status: null }, {}])).toBe(false);
    expect(areAllFinished([{ status: {} }])).toBe(false);
  });
});
