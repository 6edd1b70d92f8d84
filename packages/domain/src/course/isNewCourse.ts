import type { DateInput } from '../shared/dates';
import { toCalendarDay } from '../shared/dates';

export interface ReleaseWindow {
  releaseStartDate?: DateInput | null;
  releaseEndDate?: DateInput | null;
}

/** Within the release window, both days included; without one, not new. */
export function isNewCourse(course: ReleaseWindow, today: DateInput): boolean {
  const day = toCalendarDay(today);
  const start = toCalendarDay(course.releaseStartDate);
  const end = toCalendarDay(course.releaseEndDate);
  if (day === null || (start === null && end === null)) return false;
  return (start === null || day >= start) && (end === null || day <= end);
}
