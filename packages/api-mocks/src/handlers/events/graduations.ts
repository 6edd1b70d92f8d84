import {
  CLASS_ENROLLMENT_MESSAGES,
  classEnrollmentBlocker,
  ERROR_CODES,
  MESSAGES,
} from '@decola/domain';
import type { GraduationRecord } from '../../db/events';
import { now } from '../../db/store';
import { http } from '../../http';
import { fail, notFound, sessionExpired } from '../../respond';
import { bearerToken, currentUser, sessionUser } from '../../session';
import { findCheckInToken, recordAttendance, refuseQrCode } from './checkIn';
import {
  enrollmentOf,
  findTraining,
  graduationView,
  instructorsOf,
  trainingCertificatePath,
  TRAINING_CERTIFICATE_MIN_PERCENTAGE,
} from './views';

const TRAINING_NOT_FOUND = 'Treinamento não encontrado.';

/** A training course read as a class, so the class rules of the domain apply to it as well. */
const asClass = (graduation: GraduationRecord) => ({
  id: graduation.id,
  maxCapacity: graduation.maxCapacity,
  finishedAt: graduation.finishedAt,
  enrollUsers: graduation.enrollments.map((enrollment) => ({ id: enrollment.userId })),
});

function enroll(graduation: GraduationRecord, userId: number): void {
  graduation.enrollments.push({ userId, enrolledAt: now().toISOString(), attendances: [] });
}

export const graduationHandlers = [
  http.get('/api/decola/graduation/{id}', ({ params, cookies, response }) => {
    const training = findTraining(Number(params.id));
    if (!training) return response.untyped(notFound(TRAINING_NOT_FOUND));
    return response(200).json({
      data: graduationView(training.event, training.graduation, currentUser(cookies)),
    });
  }),

  http.get('/api/decola/graduation/{id}/instructors', ({ params, response }) => {
    const training = findTraining(Number(params.id));
    if (!training) return response.untyped(notFound(TRAINING_NOT_FOUND));
    return response(200).json({ data: instructorsOf(training.graduation.instructorIds) });
  }),

  // Enrol sets enrolled; refused like a class (already enrolled, full, finished).
  http.post('/api/decola/graduation/{id}/enroll', ({ params, cookies, response }) => {
    const user = currentUser(cookies);
    const training = findTraining(Number(params.id));
    if (!training) return response.untyped(notFound(TRAINING_NOT_FOUND));
    const blocker = classEnrollmentBlocker(asClass(training.graduation), user.id);
    if (blocker)
      return response(409).json({ code: blocker, message: CLASS_ENROLLMENT_MESSAGES[blocker] });
    enroll(training.graduation, user.id);
    return response(200).json({ data: { enrolled: true, attended: false } });
  }),

  // Not in the spec: a finished training keeps its enrolments (its certificate depends on them).
  http.delete('/api/decola/graduation/{id}/unenroll', ({ params, cookies, response }) => {
    const user = currentUser(cookies);
    const training = findTraining(Number(params.id));
    if (!training) return response.untyped(notFound(TRAINING_NOT_FOUND));
    const { graduation } = training;
    if (graduation.finishedAt && enrollmentOf(graduation, user.id))
      return response.untyped(
        fail(400, ERROR_CODES.EVENT_CLASS_FINISHED, MESSAGES.errors.eventClassFinished),
      );
    graduation.enrollments = graduation.enrollments.filter(
      (enrollment) => enrollment.userId !== user.id,
    );
    return response(200).json({ data: { enrolled: false, attended: false } });
  }),

  /** The token names the training and the day's calendar entry (menu). */
  http.post('/api/decola/graduation/check-in/qr-code', ({ request, query, cookies, response }) => {
    const user = sessionUser(cookies);
    if (!user) return response.untyped(sessionExpired());
    const token = findCheckInToken(bearerToken(request), 'graduation');
    if (!token || token.graduationId !== Number(query.get('id')))
      return response.untyped(refuseQrCode('unknown'));
    if (String(query.get('confirmation')) !== 'true')
      return response.untyped(refuseQrCode('notConfirmed'));
    const training = findTraining(token.graduationId);
    if (!training) return response.untyped(notFound(TRAINING_NOT_FOUND));
    const { graduation } = training;
    if (graduation.finishedAt)
      return response(409).json({
        code: ERROR_CODES.EVENT_CLASS_FINISHED,
        message: MESSAGES.errors.eventClassFinished,
      });
    if (!enrollmentOf(graduation, user.id)) {
      const blocker = classEnrollmentBlocker(asClass(graduation), user.id);
      if (blocker)
        return response(409).json({ code: blocker, message: CLASS_ENROLLMENT_MESSAGES[blocker] });
      enroll(graduation, user.id);
    }
    const enrollment = enrollmentOf(graduation, user.id)!;
    recordAttendance(enrollment.attendances, user.id, token.date);
    return response(200).json({
      data: {
        eventID: graduation.id,
        classID: null,
        graduationID: graduation.id,
        menuID: token.menuId,
        date: token.date,
        enrolled: true,
        attended: true,
      },
    });
  }),

  http.get('/api/decola/certificate/graduation/{id}', ({ params, cookies, response }) => {
    const user = currentUser(cookies);
    const training = findTraining(Number(params.id));
    if (!training) return response.untyped(notFound(TRAINING_NOT_FOUND));
    const path = trainingCertificatePath(training.event, training.graduation, user.id);
    if (!path)
      return response.untyped(
        fail(
          400,
          'CERTIFICATE_UNAVAILABLE',
          `O certificado fica disponível quando o treinamento termina, para quem teve ao menos ${TRAINING_CERTIFICATE_MIN_PERCENTAGE}% de presença.`,
        ),
      );
    return response(200).json({ data: { path, certificateDifferent: false } });
  }),
];
