import {
  canUnenroll,
  CLASS_ENROLLMENT_MESSAGES,
  classEnrollmentBlocker,
  enrollInClass,
  ERROR_CODES,
  MESSAGES,
  unenrollFromClass,
} from '@decola/domain';
import type { EventClassRecord } from '../../db/events';
import { http } from '../../http';
import { notFound, sessionExpired } from '../../respond';
import { bearerToken, currentUser, sessionUser } from '../../session';
import { findCheckInToken, recordAttendance, refuseQrCode } from './checkIn';
import { classView, findClass, isEnrolledInClass } from './views';

const CLASS_NOT_FOUND = 'Turma não encontrada.';

/** Enrolling adds the user to the class's enrolled users (domain `enrollInClass`). */
function enroll(eventClass: EventClassRecord, userId: number): void {
  const next = enrollInClass({ eventClass, enrolled: false, attended: false }, userId);
  eventClass.enrollUsers = next.eventClass.enrollUsers;
}

export const classHandlers = [
  // Refused when already enrolled, full or finished, in that order (spec 2 §8 texts).
  http.post('/api/decola/event/class/{id}/enroll', ({ params, cookies, response }) => {
    const user = currentUser(cookies);
    const eventClass = findClass(Number(params.id));
    if (!eventClass) return response.untyped(notFound(CLASS_NOT_FOUND));
    const blocker = classEnrollmentBlocker(eventClass, user.id);
    if (blocker)
      return response(409).json({ code: blocker, message: CLASS_ENROLLMENT_MESSAGES[blocker] });
    enroll(eventClass, user.id);
    return response(200).json({ data: classView(eventClass, user) });
  }),

  // Leaving is blocked only when the class is finished; it clears enrolled and attended.
  http.post('/api/decola/event/class/{id}/unenroll', ({ params, cookies, response }) => {
    const user = currentUser(cookies);
    const eventClass = findClass(Number(params.id));
    if (!eventClass) return response.untyped(notFound(CLASS_NOT_FOUND));
    if (!canUnenroll(eventClass))
      return response(409).json({
        code: ERROR_CODES.EVENT_CLASS_FINISHED,
        message: MESSAGES.errors.eventClassFinished,
      });
    const next = unenrollFromClass({ eventClass, enrolled: true, attended: true }, user.id);
    eventClass.enrollUsers = next.eventClass.enrollUsers;
    eventClass.attendances = eventClass.attendances.filter((record) => record.userID !== user.id);
    return response(200).json({ data: classView(eventClass, user) });
  }),

  /** The token names the class and the day; the session says who checks in. */
  http.post('/api/decola/event/check-in/qr-code', ({ request, query, cookies, response }) => {
    const user = sessionUser(cookies);
    if (!user) return response.untyped(sessionExpired());
    const token = findCheckInToken(bearerToken(request), 'class');
    if (!token) return response.untyped(refuseQrCode('unknown'));
    if (String(query.get('confirmation')) !== 'true')
      return response.untyped(refuseQrCode('notConfirmed'));
    if (String(query.get('date')) !== token.date) return response.untyped(refuseQrCode('otherDay'));
    const eventClass = findClass(token.classId!);
    if (!eventClass) return response.untyped(notFound(CLASS_NOT_FOUND));
    if (eventClass.finishedAt)
      return response(409).json({
        code: ERROR_CODES.EVENT_CLASS_FINISHED,
        message: MESSAGES.errors.eventClassFinished,
      });
    if (!isEnrolledInClass(eventClass, user.id)) {
      const blocker = classEnrollmentBlocker(eventClass, user.id);
      if (blocker)
        return response(409).json({ code: blocker, message: CLASS_ENROLLMENT_MESSAGES[blocker] });
      enroll(eventClass, user.id);
    }
    recordAttendance(eventClass.attendances, user.id, token.date);
    return response(200).json({
      data: {
        eventID: eventClass.eventID,
        classID: eventClass.id,
        graduationID: null,
        menuID: null,
        date: token.date,
        enrolled: true,
        attended: true,
      },
    });
  }),
];
