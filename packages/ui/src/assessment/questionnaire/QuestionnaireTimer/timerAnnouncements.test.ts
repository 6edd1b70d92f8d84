import { describe, expect, it } from 'vitest';
import { announcementMoment, timerPhase } from './timerAnnouncements';

/** The moments announced while a clock runs down from `from`, one tick per second. */
const announcedFrom = (from: number) => {
  const heard: number[] = [];
  let last = announcementMoment(from);
  for (let seconds = from - 1; seconds >= 0; seconds -= 1) {
    const moment = announcementMoment(seconds);
    if (moment !== last) heard.push(moment);
    last = moment;
  }
  return heard;
};

describe('announcementMoment', () => {
  it('announces each whole minute, then 30, 10 and 0 seconds — never every second', () => {
    expect(announcedFrom(185)).toEqual([180, 120, 60, 30, 10, 0]);
  });

  it('says nothing for the moment already passed when the timer appears', () => {
    expect(announcedFrom(45)).toEqual([30, 10, 0]);
    expect(announcedFrom(60)).toEqual([30, 10, 0]);
  });

  it('still moves when a tick is skipped', () => {
    expect(announcementMoment(119)).toBe(120);
    expect(announcementMoment(58)).toBe(60);
    expect(announcementMoment(29)).toBe(30);
    expect(announcementMoment(-3)).toBe(0);
  });
});

describe('timerPhase', () => {
  it('is normal above 30 s, ending in the last 30 s, over at 0', () => {
    expect(timerPhase(31)).toBe('normal');
    expect(timerPhase(30)).toBe('ending');
    expect(timerPhase(1)).toBe('ending');
    expect(timerPhase(0)).toBe('over');
  });
});
