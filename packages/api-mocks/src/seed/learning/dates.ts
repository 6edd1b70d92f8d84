import type { SeedToday } from '../today';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The moment `days` days (and `hours` hours) away from `today`, as the API writes it. */
export function daysFrom(today: SeedToday, days: number, hours = 0): string {
  return today.moment(days * DAY + hours * HOUR);
}

/** A whole local day `days` days away from `today`, from its first second (release windows). */
export function startOfDayFrom(today: SeedToday, days: number): string {
  return today.localTime(days);
}

/** The last second of the local day `days` days away from `today` (release windows). */
export function endOfDayFrom(today: SeedToday, days: number): string {
  return today.localTime(days, 23, 59, 59);
}
