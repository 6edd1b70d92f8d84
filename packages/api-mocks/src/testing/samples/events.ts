import { toCalendarDay } from '@decola/domain';
import { now } from '../../db/store';
import type { Samples } from './types';

const today = () => toCalendarDay(now())!;

/** Sample calls of the events and graduations operations, on the seed's events 1–8 (as the aluno). */
export const eventsSamples: Samples = {
  listEvents: {},
  listAttendedEvents: {},
  getEvent: { params: { id: 1 } },
  // Class 12 is open for enrolment; the aluno is enrolled in class 11, which is not over.
  enrollEventClass: { params: { id: 12 } },
  unenrollEventClass: { params: { id: 11 } },
  // Event ratings answer 'Not implemented'.
  listEventRatings: { params: { eventId: 1 }, status: 501 },
  listEventComments: { params: { eventId: 2 }, query: { page: 2 } },
  listEventClassInstructors: { params: { eventId: 1, classId: 11 } },
  // Class 21 is finished and the aluno attended it (the pair with the different layout).
  getEventClassCertificate: { params: { eventId: 2, classId: 21 } },
  checkInEventByQrCode: {
    prepare: () =>
      Promise.resolve({
        query: { confirmation: true, date: today() },
        bearer: `turma-11-${today()}`,
      }),
  },
  getGraduation: { params: { id: 6 } },
  listGraduationInstructors: { params: { id: 6 } },
  enrollGraduation: { params: { id: 7 } },
  unenrollGraduation: { params: { id: 6 } },
  checkInGraduationByQrCode: {
    query: { confirmation: true, id: 6 },
    bearer: 'formacao-6-modulo-603',
  },
  // Training 8 is over and the aluno attended every day of it.
  getGraduationCertificate: { params: { id: 8 } },
};
