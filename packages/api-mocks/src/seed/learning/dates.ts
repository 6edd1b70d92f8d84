const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The moment `days` days (and `hours` hours) away from `today`, as the API writes it. */
export function daysFrom(today: Date, days: number, hours = 0): string {
  return new Date(today.getTime() + days * DAY + hours * HOUR).toISOString();
}

/** A whole local day `days` days away from `today`, from its first second (release windows). */
export function startOfDayFrom(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return day.toISOString();
}

/** The last second of the local day `days` days away from `today` (release windows). */
export function endOfDayFrom(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days, 23, 59, 59);
  return day.toISOString();
}
