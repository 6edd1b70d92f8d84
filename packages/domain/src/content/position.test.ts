import { describe, expect, it } from 'vitest';
import { CONTENT_KIND } from '../constants/enums';
import {
  checkpointOf,
  notePositionKindOf,
  notePositionLabel,
  resumePointOf,
  resumePointWithin,
} from './position';

describe('checkpointOf', () => {
  it('whole seconds, never negative (spec 2 §5)', () => {
    expect(checkpointOf(12.9)).toBe(12);
    expect(checkpointOf(-1)).toBe(0);
    expect(checkpointOf(Number.NaN)).toBe(0);
  });
});

describe('resumePointOf', () => {
  it('offers a checkpoint past the start', () => {
    expect(resumePointOf(42.4)).toBe(42);
    expect(resumePointOf(0)).toBeNull();
    expect(resumePointOf(null)).toBeNull();
    expect(resumePointOf(undefined)).toBeNull();
  });
});

describe('resumePointWithin', () => {
  it('keeps a checkpoint before the last seconds of the media', () => {
    expect(resumePointWithin(20, 34.5)).toBe(20);
    expect(resumePointWithin(29.4, 34.5)).toBe(29);
  });

  it('offers none within the last 5 seconds, at the end or past it', () => {
    expect(resumePointWithin(30, 34.5)).toBeNull();
    expect(resumePointWithin(34, 34)).toBeNull();
    expect(resumePointWithin(1500, 34)).toBeNull();
    expect(resumePointWithin(3, 4)).toBeNull();
  });

  it('is the checkpoint itself while the length is not known', () => {
    expect(resumePointWithin(1500, 0)).toBe(1500);
    expect(resumePointWithin(1500, null)).toBe(1500);
    expect(resumePointWithin(1500, Number.NaN)).toBe(1500);
    expect(resumePointWithin(0, 30)).toBeNull();
  });
});

describe('notePositionLabel', () => {
  it('a time for media, a page for a PDF', () => {
    expect(notePositionLabel(75, notePositionKindOf(CONTENT_KIND.YOUTUBE))).toBe('01:15');
    expect(notePositionLabel(3725, notePositionKindOf(CONTENT_KIND.MP3))).toBe('01:02:05');
    expect(notePositionLabel(3, notePositionKindOf(CONTENT_KIND.PDF))).toBe('Página 3');
    expect(notePositionLabel(0, notePositionKindOf(CONTENT_KIND.PDF))).toBe('Página 1');
  });
});
