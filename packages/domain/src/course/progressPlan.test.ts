import { describe, expect, it } from 'vitest';
import { progressPlan, progressTick } from './progressPlan';

describe('progressPlan', () => {
  it('finishes at once without minimum duration nor finish date', () => {
    expect(progressPlan({})).toEqual({ kind: 'finishNow', progress: 100 });
    expect(progressPlan({ minDuration: 0, status: { progress: 0, finishedAt: null } })).toEqual({
      kind: 'finishNow',
      progress: 100,
    });
    expect(progressPlan({ minDuration: null, status: null })).toEqual({
      kind: 'finishNow',
      progress: 100,
    });
  });

  it('saves every 15 000 ms until the minimum duration', () => {
    expect(progressPlan({ minDuration: 120, status: { progress: 40 } })).toEqual({
      kind: 'track',
      saveIntervalMs: 15_000,
      minimumSeconds: 120,
    });
  });

  it('has nothing to do for a finished content', () => {
    expect(
      progressPlan({ minDuration: 120, status: { finishedAt: '2024-06-01T10:00:00' } }),
    ).toEqual({ kind: 'none' });
    expect(progressPlan({ status: { progress: 100 } })).toEqual({ kind: 'none' });
  });

  it('still tracks at 99 (REACH_MIN is not finished)', () => {
    expect(progressPlan({ minDuration: 30, status: { progress: 99 } }).kind).toBe('track');
  });
});

describe('progressTick', () => {
  const plan = { saveIntervalMs: 15_000, minimumSeconds: 60 };

  it('saves with the playback rate until the minimum is reached', () => {
    expect(progressTick(plan, 0, 1)).toEqual({
      action: 'save',
      watchedSeconds: 15,
      playbackRate: 1,
    });
    expect(progressTick(plan, 30, 1)).toEqual({
      action: 'save',
      watchedSeconds: 45,
      playbackRate: 1,
    });
  });

  it('finishes with progress 100 on the tick that reaches the minimum', () => {
    expect(progressTick(plan, 45, 1)).toEqual({
      action: 'finish',
      watchedSeconds: 60,
      playbackRate: 1,
      progress: 100,
    });
  });

  it('counts content time: at 2× one interval covers 30 s', () => {
    expect(progressTick(plan, 30, 2)).toEqual({
      action: 'finish',
      watchedSeconds: 60,
      playbackRate: 2,
      progress: 100,
    });
    expect(progressTick(plan, 0, 0.5)).toMatchObject({ action: 'save', watchedSeconds: 7.5 });
  });

  it('saves nothing with an invalid rate', () => {
    expect(progressTick(plan, 30, 2.5)).toEqual({
      action: 'invalid',
      watchedSeconds: 30,
      problems: [{ code: 'INVALID_SPEED_RATE', message: 'Velocidade de reprodução inválida.' }],
    });
  });
});
