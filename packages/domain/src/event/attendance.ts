import type { DateInput } from '../shared/dates';
import { toCalendarDay } from '../shared/dates';

/** One attendance record of the user. */
export interface AttendanceRecord {
  date: DateInput;
}

/** A record exists, on the QR code's day when the QR link carries a date. */
export function hasAttended(
  attendances: readonly AttendanceRecord[] | null | undefined,
  qrDate?: DateInput | null,
): boolean {
  const records = attendances ?? [];
  const day = toCalendarDay(qrDate);
  if (day === null) return records.length > 0;
  return records.some((record) => toCalendarDay(record.date) === day);
}
