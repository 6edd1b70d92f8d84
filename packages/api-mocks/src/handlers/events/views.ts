import { EVENT_TYPE, hasAttended, toCalendarDay } from '@decola/domain';
import type { UserRecord } from '../../db/core';
import type {
  AttendanceRecord,
  EventClassRecord,
  EventRecord,
  GraduationEnrollmentRecord,
  GraduationRecord,
} from '../../db/events';
import type { Schemas } from '../../db/schemas';
import { database, now } from '../../db/store';

/** The one event/class pair whose certificate uses another layout. */
export const DIFFERENT_CERTIFICATE = { eventId: 2, classId: 21 } as const;

export const findEvent = (id: number): EventRecord | undefined =>
  database().events.find((event) => event.id === id && event.isActive !== false);

export const findClass = (id: number): EventClassRecord | undefined =>
  database().eventClasses.find((eventClass) => eventClass.id === id);

export const classesOf = (eventId: number): EventClassRecord[] =>
  database()
    .eventClasses.filter((eventClass) => eventClass.eventID === eventId)
    .sort((a, b) => a.scheduleStartDateTime.localeCompare(b.scheduleStartDateTime));

/** A training course: the graduation of an event of type 2, with that event. */
export function findTraining(
  id: number,
): { event: EventRecord; graduation: GraduationRecord } | undefined {
  const event = findEvent(id);
  const graduation = database().graduations.find((candidate) => candidate.id === id);
  return event?.type === EVENT_TYPE.TRAINING && graduation ? { event, graduation } : undefined;
}

/** The learning area's instructors (ids 1–12) of a class or training. */
export function instructorsOf(ids: readonly number[]): Schemas['Instructor'][] {
  const { instructors, courses } = database();
  return ids.flatMap((id) =>
    instructors
      .filter((instructor) => instructor.id === id)
      .map(({ name, image, biography }) => ({
        id,
        name,
        image,
        biography,
        totalCourses: courses.filter(
          (course) => course.isActive && course.instructorIds.includes(id),
        ).length,
      })),
  );
}

export const today = (): string => toCalendarDay(now())!;

export const attendancesOf = (
  records: readonly AttendanceRecord[],
  userId: number,
): AttendanceRecord[] => records.filter((record) => record.userID === userId);

export const isEnrolledInClass = (eventClass: EventClassRecord, userId: number): boolean =>
  eventClass.enrollUsers.some((user) => user.id === userId);

/** A class certificate exists once the class is over and the user's presence is recorded. */
export function classCertificatePath(eventClass: EventClassRecord, userId: number): string | null {
  const attended = attendancesOf(eventClass.attendances, userId).length > 0;
  if (!eventClass.hasCertificate || !eventClass.finishedAt || !attended) return null;
  return `/student/demo/certificates/evento-${eventClass.eventID}-turma-${eventClass.id}-usuario-${userId}.pdf`;
}

/** A class as the contract shows it to the signed-in user: only their own attendance records. */
export function classView(eventClass: EventClassRecord, user: UserRecord): Schemas['EventClass'] {
  const { attendances, instructorIds, enrollUsers, ...fields } = eventClass;
  return {
    ...fields,
    enrollUsers: enrollUsers.map(({ id }) => ({ id })),
    attendances: attendancesOf(attendances, user.id).map((record) => ({ ...record })),
    instructors: instructorsOf(instructorIds),
    userCertificateUrl: classCertificatePath(eventClass, user.id),
  };
}

/** Today's calendar entry, else the next one, else the last (the training is over). */
export function currentMenu(
  menus: readonly Schemas['EventCalendarEntry'][],
): Schemas['EventCalendarEntry'] | null {
  const day = today();
  const sorted = [...menus].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return sorted.find((menu) => menu.startDate >= day) ?? sorted[sorted.length - 1] ?? null;
}

/** The calendar entry happening today, whose QR code is open for check-in. */
export const qrCodeMenu = (
  menus: readonly Schemas['EventCalendarEntry'][],
): Schemas['EventCalendarEntry'] | null => menus.find((menu) => menu.startDate === today()) ?? null;

/** The user's own class (upcoming first), else the first still to happen, else the first. */
function classToOpen(classes: readonly EventClassRecord[], userId: number): number | null {
  const open = classes.filter((eventClass) => !eventClass.finishedAt);
  return (
    open.find((eventClass) => isEnrolledInClass(eventClass, userId))?.id ??
    classes.find((eventClass) => isEnrolledInClass(eventClass, userId))?.id ??
    open[0]?.id ??
    classes[0]?.id ??
    null
  );
}

/** An event or training as the contract shows it to the signed-in user. */
export function eventView(event: EventRecord, user: UserRecord): Schemas['Event'] {
  if (event.type === EVENT_TYPE.TRAINING) {
    return {
      ...event,
      menus: event.menus.map((menu) => ({ ...menu })),
      classID: null,
      classes: [],
      menu: currentMenu(event.menus),
    };
  }
  const classes = classesOf(event.id);
  return {
    ...event,
    menus: [],
    menu: null,
    classID: classToOpen(classes, user.id),
    classes: classes.map((eventClass) => classView(eventClass, user)),
  };
}

/** A user's percentage in a training = the calendar entries they checked in to. */
export function trainingPercentage(
  event: EventRecord,
  enrollment: GraduationEnrollmentRecord | undefined,
): number {
  if (!enrollment || event.menus.length === 0) return 0;
  const days = new Set(enrollment.attendances.map((record) => record.date));
  const attended = event.menus.filter((menu) => days.has(menu.startDate)).length;
  return Math.round((attended / event.menus.length) * 100);
}

export const enrollmentOf = (
  graduation: GraduationRecord,
  userId: number,
): GraduationEnrollmentRecord | undefined =>
  graduation.enrollments.find((enrollment) => enrollment.userId === userId);

/** Attended means a record exists, on the QR code's day when one is open. */
export function attendedTraining(event: EventRecord, graduation: GraduationRecord, userId: number) {
  const enrollment = enrollmentOf(graduation, userId);
  if (!enrollment) return false;
  return hasAttended(enrollment.attendances, qrCodeMenu(event.menus)?.startDate ?? null);
}

/** Not in the spec: a training certificate once it is over, for 75 % attendance or more. */
export const TRAINING_CERTIFICATE_MIN_PERCENTAGE = 75;

export function trainingCertificatePath(
  event: EventRecord,
  graduation: GraduationRecord,
  userId: number,
): string | null {
  const percentage = trainingPercentage(event, enrollmentOf(graduation, userId));
  if (!event.hasCertificate || !graduation.finishedAt) return null;
  if (percentage < TRAINING_CERTIFICATE_MIN_PERCENTAGE) return null;
  return `/student/demo/certificates/formacao-${event.id}-usuario-${userId}.pdf`;
}

/** A training course with the signed-in user's situation (contract `Graduation`). */
export function graduationView(
  event: EventRecord,
  graduation: GraduationRecord,
  user: UserRecord,
): Schemas['Graduation'] {
  const users = database().users;
  const enrollment = enrollmentOf(graduation, user.id);
  return {
    trainingCourse: eventView(event, user),
    instructors: instructorsOf(graduation.instructorIds),
    enrolledUsers: graduation.enrollments.map((each) => {
      const person = users.find((candidate) => candidate.id === each.userId);
      return {
        id: each.userId,
        name: person?.name ?? 'Colaborador Decola',
        image: person?.image ?? null,
        percentageUser: trainingPercentage(event, each),
        attendances: each.attendances.map((record) => ({ ...record })),
      };
    }),
    enrolled: Boolean(enrollment),
    attended: attendedTraining(event, graduation, user.id),
    qrCodeMenuID: qrCodeMenu(event.menus)?.id ?? null,
    currentMenu: currentMenu(event.menus),
    percentageUser: trainingPercentage(event, enrollment),
  };
}
