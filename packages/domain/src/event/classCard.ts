import { MODALITY, type Modality } from '../constants/enums';
import { formatDateBR, formatTimeBR } from '../format/dates';
import type { DateInput } from '../shared/dates';
import { parseDateTime } from '../shared/dates';
import type { EventClass } from './classEnrollment';

/** The enrolment window's fields of a class. */
export interface EnrollmentWindowFields {
  enrollmentStart?: string | null;
  enrollmentEnd?: string | null;
}

export type EnrollmentWindow = 'open' | 'notOpen' | 'closed';

export const MODALITY_LABELS: Record<Modality, string> = {
  [MODALITY.ONLINE]: 'Online',
  [MODALITY.FACE]: 'Presencial',
};

/** Before its start, after its end, or open (a missing bound does not close it). */
export function enrollmentWindow(eventClass: EnrollmentWindowFields, now: DateInput) {
  const moment = parseDateTime(now)!;
  const start = parseDateTime(eventClass.enrollmentStart);
  const end = parseDateTime(eventClass.enrollmentEnd);
  if (start && moment < start) return 'notOpen' satisfies EnrollmentWindow;
  if (end && moment > end) return 'closed' satisfies EnrollmentWindow;
  return 'open' satisfies EnrollmentWindow;
}

/** Places left for a class with a positive capacity; null when it has no limit. */
export function placesLeft(eventClass: EventClass): number | null {
  const capacity = eventClass.maxCapacity ?? 0;
  if (capacity <= 0) return null;
  return Math.max(0, capacity - eventClass.enrollUsers.length);
}

/** 'dd/mm/yyyy às HH:mm' of a moment, '' when unknown. */
export function formatMomentBR(value: DateInput | null | undefined): string {
  const day = formatDateBR(value);
  return day ? `${day} às ${formatTimeBR(value)}` : '';
}
