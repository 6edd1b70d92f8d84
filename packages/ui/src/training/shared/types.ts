/** A calendar entry of a training (the contract's `EventCalendarEntry`). */
export type AgendaEntryData = {
  id: number;
  title: string;
  description?: string | null;
  descriptionMarkdown?: string | null;
  /** yyyy-mm-dd. */
  startDate: string;
  /** HH:mm. */
  startHour: string;
  endHour: string;
  /** In seconds. */
  duration?: number | null;
  location?: string | null;
};

/** One attendance record: the day a user checked in. */
export type TrainingAttendance = { date: string };
