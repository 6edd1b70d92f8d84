import type { Schemas } from './schemas';

/** One check-in of a user: in an event class, or on one calendar entry (menu) of a training. */
export type AttendanceRecord = Schemas['EventAttendance'] & { id: number; userID: number };

/** `classID` and `menu` depend on the day and the signed-in user: worked out when answering. */
export type EventRecord = Omit<Schemas['Event'], 'classes' | 'classID' | 'menu'> & {
  type: 1 | 2;
  menus: Schemas['EventCalendarEntry'][];
};

/** Every user's `attendances` (the contract answers one user's); instructors by id. */
export type EventClassRecord = Omit<
  Schemas['EventClass'],
  'attendances' | 'instructors' | 'userCertificateUrl' | 'enrollUsers'
> & {
  enrollUsers: { id: number }[];
  attendances: AttendanceRecord[];
  instructorIds: number[];
};

/** A user enrolled in a training course, with the check-ins of its calendar entries. */
export type GraduationEnrollmentRecord = {
  userId: number;
  enrolledAt: string;
  attendances: AttendanceRecord[];
};

/** The training course (graduation) of an event of type 2: same id as the event. */
export type GraduationRecord = {
  id: number;
  instructorIds: number[];
  maxCapacity: number | null;
  /** Set once its last calendar entry is over: no enrolment nor check-in after it. */
  finishedAt: string | null;
  enrollments: GraduationEnrollmentRecord[];
};

/** A QR link's bearer token stands for one class or calendar entry, on one day. */
export type CheckInToken = {
  token: string;
  eventId: number;
  classId: number | null;
  graduationId: number | null;
  menuId: number | null;
  /** The day the QR code is shown (yyyy-mm-dd). */
  date: string;
};

export type EventsSlice = {
  events: EventRecord[];
  eventClasses: EventClassRecord[];
  /** Comments of each event, newest first, by event id. */
  eventComments: Record<string, Schemas['Comment'][]>;
  graduations: GraduationRecord[];
  checkInTokens: CheckInToken[];
};
