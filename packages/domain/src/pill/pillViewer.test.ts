import { describe, expect, it } from 'vitest';
import { pillToPlayAfter, pillViewerIndex, shouldMarkPillWatched } from './pillViewer';

describe('shouldMarkPillWatched', () => {
  it('marks a pill not yet watched the first time its video starts (spec 1 §4)', () => {
    expect(shouldMarkPillWatched({ id: 81, isWatched: false }, new Set())).toBe(true);
    expect(shouldMarkPillWatched({ id: 81 }, new Set([82]))).toBe(true);
    expect(shouldMarkPillWatched({ id: 81, isWatched: null }, new Set())).toBe(true);
  });

  it('never marks a pill already watched', () => {
    expect(shouldMarkPillWatched({ id: 81, isWatched: true }, new Set())).toBe(false);
  });

  it('marks a pill once while the viewer is open, whatever the type of its id', () => {
    expect(shouldMarkPillWatched({ id: 81, isWatched: false }, new Set([81]))).toBe(false);
    expect(shouldMarkPillWatched({ id: 'p-81', isWatched: false }, new Set(['p-81']))).toBe(false);
  });
});

describe('pillViewerIndex', () => {
  it('steps forwards and backwards inside the list', () => {
    expect(pillViewerIndex(0, 1, 5)).toBe(1);
    expect(pillViewerIndex(3, -1, 5)).toBe(2);
  });

  it('wraps around: next on the last goes to the first, previous on the first to the last', () => {
    expect(pillViewerIndex(4, 1, 5)).toBe(0);
    expect(pillViewerIndex(0, -1, 5)).toBe(4);
  });

  it('stays on a single pill and answers 0 for an empty list', () => {
    expect(pillViewerIndex(0, 1, 1)).toBe(0);
    expect(pillViewerIndex(0, -1, 1)).toBe(0);
    expect(pillViewerIndex(0, 1, 0)).toBe(0);
    expect(pillViewerIndex(3, -1, 0)).toBe(0);
  });
});

describe('pillToPlayAfter', () => {
  it('plays the next pill when one ends (spec 1 §2)', () => {
    expect(pillToPlayAfter(0, 3)).toBe(1);
    expect(pillToPlayAfter(1, 3)).toBe(2);
  });

  it('stops after the last pill instead of starting over', () => {
    expect(pillToPlayAfter(2, 3)).toBeNull();
    expect(pillToPlayAfter(0, 1)).toBeNull();
  });
});
