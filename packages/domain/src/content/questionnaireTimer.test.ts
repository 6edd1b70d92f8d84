import { describe, expect, it } from 'vitest';
import { isTimerAnnouncement, timerAnnouncement, timerPhase } from './questionnaireTimer';

describe('timerPhase', () => {
  it('counts normally, warns in the last 30 s and is over at 0', () => {
    expect(timerPhase(600)).toBe('normal');
    expect(timerPhase(31)).toBe('normal');
    expect(timerPhase(30)).toBe('ending');
    expect(timerPhase(1)).toBe('ending');
    expect(timerPhase(0)).toBe('over');
    expect(timerPhase(-3)).toBe('over');
  });
});

describe('isTimerAnnouncement', () => {
  it('is each whole minute, then 30, 10 and 0 s', () => {
    const moments = Array.from({ length: 181 }, (_, second) => second).filter(isTimerAnnouncement);
    expect(moments).toEqual([0, 10, 30, 60, 120, 180]);
  });

  it('is never a fraction or a negative time', () => {
    expect(isTimerAnnouncement(59.5)).toBe(false);
    expect(isTimerAnnouncement(-60)).toBe(false);
  });
});

describe('timerAnnouncement', () => {
  it('announces on reaching a moment, never every second', () => {
    const announced: number[] = [];
    let previous: number | null = null;
    for (let left = 125; left >= 0; left -= 1) {
      const said = timerAnnouncement(previous, left);
      if (said !== null) announced.push(said);
      previous = left;
    }
    expect(announced).toEqual([120, 60, 30, 10, 0]);
  });

  it('says nothing on the first reading, nor when time stands still or goes back', () => {
    expect(timerAnnouncement(null, 60)).toBeNull();
    expect(timerAnnouncement(60, 60)).toBeNull();
    expect(timerAnnouncement(58, 60)).toBeNull();
  });

  it('announces the time left once when a tick skips a moment', () => {
    expect(timerAnnouncement(65, 57)).toBe(57);
    expect(timerAnnouncement(12, 4)).toBe(4);
    expect(timerAnnouncement(3, -2)).toBe(0);
    expect(timerAnnouncement(59, 31)).toBeNull();
  });
});
