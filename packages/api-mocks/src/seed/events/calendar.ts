import type { SeedToday } from '../today';

/*
 * Seed dates are relative to the day the demo starts, so "open for enrolment", "today's class" and
 * "finished" keep meaning the same thing whatever day it runs. Hours are the learner's local time.
 */

/** The moment `offsetDays` from today at hour:minute, as the API's ISO date-time. */
export const isoAt = (today: SeedToday, offsetDays: number, hour = 0, minute = 0): string =>
  today.localTime(offsetDays, hour, minute);

/** The calendar day `offsetDays` from today, as the API's yyyy-mm-dd. */
export const dayOf = (today: SeedToday, offsetDays: number): string => today.day(offsetDays);
