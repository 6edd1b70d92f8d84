import { toCalendarDay } from '@decola/domain';

/**
 * Seed dates are relative to the day the demo starts, so "open for enrolment", "today's class" and
 * "finished" keep meaning the same thing whatever day it runs. Hours are the learner's local time.
 */
export function atDay(today: Date, offsetDays: number, hour = 0, minute = 0): Date {
  return new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + offsetDays,
    hour,
    minute,
  );
}

/** The moment `offsetDays` from today at hour:minute, as the API's ISO date-time. */
export const isoAt = (today: Date, offsetDays: number, hour = 0, minute = 0): string =>
  atDay(today, offsetDays, hour, minute).toISOString();

/** The calendar day `offsetDays` from today, as the API's yyyy-mm-dd. */
export const dayOf = (today: Date, offsetDays: number): string =>
  toCalendarDay(atDay(today, offsetDays))!;
