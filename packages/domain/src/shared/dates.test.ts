import { describe, expect, it } from 'vitest';
import { parseDateTime, parseDayInput, toCalendarDay } from './dates';

describe('parseDateTime', () => {
  it('reads a bare ISO day as local midnight, so it never shows as the day before', () => {
    const date = parseDateTime('2024-03-10');
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(10);
    expect(date?.getHours()).toBe(0);
  });

  it('reads date-times, Dates and refuses what is not a real moment', () => {
    expect(parseDateTime('2024-03-10T14:30:00')?.getHours()).toBe(14);
    const date = new Date(2024, 0, 1);
    expect(parseDateTime(date)).toBe(date);
    expect(parseDateTime(new Date(Number.NaN))).toBeNull();
    expect(parseDateTime('2024-02-30')).toBeNull();
    expect(parseDateTime('amanhã')).toBeNull();
    expect(parseDateTime('')).toBeNull();
    expect(parseDateTime(null)).toBeNull();
    expect(parseDateTime(undefined)).toBeNull();
  });
});

describe('toCalendarDay', () => {
  it('keeps a real ISO day as it is', () => {
    expect(toCalendarDay('2024-02-29')).toBe('2024-02-29');
    expect(toCalendarDay('2023-02-29')).toBeNull();
  });

  it('gives the local day of a Date or a date-time', () => {
    expect(toCalendarDay(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
    // 01:00 UTC is still the evening before in Brazil (UTC−3).
    expect(toCalendarDay('2024-03-10T01:00:00Z')).toBe('2024-03-09');
    expect(toCalendarDay('nunca')).toBeNull();
    expect(toCalendarDay(null)).toBeNull();
  });
});

describe('parseDayInput', () => {
  it('takes the date input ISO value and the circle variant dd/mm/yyyy', () => {
    expect(parseDayInput('1990-05-20')).toBe('1990-05-20');
    expect(parseDayInput(' 20/05/1990 ')).toBe('1990-05-20');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(parseDayInput('31/02/2000')).toBeNull();
    expect(parseDayInput('29/02/2001')).toBeNull();
    expect(parseDayInput('1990-13-01')).toBeNull();
    expect(parseDayInput('20-05-1990')).toBeNull();
    expect(parseDayInput('')).toBeNull();
    expect(parseDayInput(null)).toBeNull();
    expect(parseDayInput(undefined)).toBeNull();
  });
});
