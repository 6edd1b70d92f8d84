import type { SeedToday } from '../today';

// Hours are the learner's local time.

/** The moment `offsetDays` from today at hour:minute, as the API's ISO date-time. */
export const isoAt = (today: SeedToday, offsetDays: number, hour = 0, minute = 0): string =>
  today.localTime(offsetDays, hour, minute);

/** The calendar day `offsetDays` from today, as the API's yyyy-mm-dd. */
export const dayOf = (today: SeedToday, offsetDays: number): string => today.day(offsetDays);
