/** ISO text as the API sends it ('2024-03-10', '2024-03-10T14:00:00'); the clock is never read. */
export type DateInput = Date | string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

const isRealDay = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/** A bare day is local midnight, not UTC, so it never shows as the day before in Brazil. */
export function parseDateTime(value: DateInput | null | undefined): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = ISO_DAY.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return isRealDay(year, month, date) ? new Date(year, month - 1, date) : null;
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The local calendar day of an input as 'yyyy-mm-dd' (comparable as text), or null. */
export function toCalendarDay(value: DateInput | null | undefined): string | null {
  if (typeof value === 'string' && ISO_DAY.test(value)) return parseDateTime(value) && value;
  const date = parseDateTime(value);
  if (!date) return null;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date input's ISO value, or the circle variant's dd/mm/yyyy, as ISO. */
export function parseDayInput(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (ISO_DAY.test(text)) return toCalendarDay(text);
  const br = BR_DAY.exec(text);
  if (!br) return null;
  const [day, month, year] = [Number(br[1]), Number(br[2]), Number(br[3])];
  return isRealDay(year, month, day) ? `${br[3]}-${br[2]}-${br[1]}` : null;
}
