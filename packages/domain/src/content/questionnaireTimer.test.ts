import { describe, expect, it } from 'vitest';
import { announcementMoment, timerPhase } from './questionnaireTimer';

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

describe('announcementMoment', () => {
  /** The times a timer counting down second by second announces: each change of moment. */
  const announced = (from: number) => {
    const said: number[] = [];
    let heard = announcementMoment(from);
    for (let left = from - 1; left >= 0; left -= 1) {
      const moment = announcementMoment(left);
      if (moment !== heard) said.push(left);
      heard = moment;
    }
    return said;
  };

  it('changes at each whole minute, then at 30, 10 and 0 s — never every second', () => {
    expect(announced(185)).toEqual([180, 120, 60, 30, 10, 0]);
    expect(announced(60)).toEqual([30, 10, 0]);
  });

  it('is the moment at or above the time left', () => {
    expect(announcementMoment(600)).toBe(600);
    expect(announcementMoment(541)).toBe(600);
    expect(announcementMoment(59)).toBe(60);
    expect(announcementMoment(30)).toBe(30);
    expect(announcementMoment(11)).toBe(30);
    expect(announcementMoment(10)).toBe(10);
    expect(announcementMoment(0.4)).toBe(10);
    expect(announcementMoment(0)).toBe(0);
    expect(announcementMoment(-5)).toBe(0);
  });

  it('still moves once when a tick skips seconds', () => {
    expect(announcementMoment(65)).not.toBe(announcementMoment(57));
    expect(announcementMoment(57)).toBe(60);
    expect(announcementMoment(12)).not.toBe(announcementMoment(4));
    // No moment between them: nothing to say.
    expect(announcementMoment(59)).toBe(announcementMoment(31));
  });
});
