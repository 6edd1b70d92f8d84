import { describe, expect, it } from 'vitest';
import {
  checkInHref,
  checkInPath,
  checkInTokenOf,
  isCheckInAddress,
  parseCheckInTarget,
} from './checkInLink';

describe('check-in links', () => {
  it('carries the token in the fragment and the rest in the query', () => {
    expect(
      checkInHref({
        kind: 'event',
        eventId: 1,
        classId: 11,
        date: '2026-11-26',
        token: 'turma 11',
      }),
    ).toBe('/student/check-in/event?event=1&class=11&date=2026-11-26#token=turma%2011');
    expect(checkInHref({ kind: 'training', trainingId: 6, token: 'formacao-6-modulo-603' })).toBe(
      '/student/check-in/training?id=6#token=formacao-6-modulo-603',
    );
    expect(checkInPath({ kind: 'training', trainingId: 6 })).toBe(
      '/student/check-in/training?id=6',
    );
  });

  it('reads the target back, and refuses what no link holds', () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(parseCheckInTarget('event', query('event=1&class=11&date=2026-11-26'))).toEqual({
      kind: 'event',
      eventId: 1,
      classId: 11,
      date: '2026-11-26',
    });
    expect(parseCheckInTarget('training', query('id=6'))).toEqual({
      kind: 'training',
      trainingId: 6,
    });
    expect(parseCheckInTarget('event', query('event=1&class=11&date=26/11/2026'))).toBeNull();
    expect(parseCheckInTarget('event', query('event=1&date=2026-11-26'))).toBeNull();
    expect(parseCheckInTarget('event', query('event=1&class=11'))).toBeNull();
    expect(parseCheckInTarget('training', query('id=seis'))).toBeNull();
    expect(parseCheckInTarget('course', query('id=6'))).toBeNull();
    expect(parseCheckInTarget(undefined, query('id=6'))).toBeNull();
  });

  it('finds the token of a fragment', () => {
    expect(checkInTokenOf('#token=turma%2011')).toBe('turma 11');
    expect(checkInTokenOf('token=abc')).toBe('abc');
    expect(checkInTokenOf('#token=')).toBeNull();
    expect(checkInTokenOf('')).toBeNull();
    expect(checkInTokenOf('#id=1&token=a%2Bb&x=2')).toBe('a+b');
    expect(checkInTokenOf('#token=%E0%A4%A')).toBeNull();
  });

  it('tells a check-in address from the others', () => {
    expect(isCheckInAddress('/student/check-in/event')).toBe(true);
    expect(isCheckInAddress('/student/check-in/training')).toBe(true);
    expect(isCheckInAddress('/student/check-inside')).toBe(false);
    expect(isCheckInAddress('/student/dashboard')).toBe(false);
  });
});
