import { EVENT_TYPE, PAGE_SIZES, toCalendarDay } from '@decola/domain';
import type { UserRecord } from '../../db/core';
import type { EventRecord } from '../../db/events';
import { database } from '../../db/store';
import { http } from '../../http';
import { fail, notFound, notImplemented } from '../../respond';
import { currentUser } from '../../session';
import { paginate, positiveInt } from '../shop/paging';
import {
  attendancesOf,
  classCertificatePath,
  classesOf,
  currentMenu,
  DIFFERENT_CERTIFICATE,
  enrollmentOf,
  eventView,
  findClass,
  findEvent,
  instructorsOf,
  today,
} from './views';

/** When an event next happens (its first class or calendar entry not over), for ordering cards. */
function nextDate(event: EventRecord): string | null {
  if (event.type === EVENT_TYPE.TRAINING) {
    const menu = currentMenu(event.menus);
    return menu && menu.startDate >= today() ? menu.startDate : null;
  }
  const open = classesOf(event.id).find((eventClass) => !eventClass.finishedAt);
  return open ? toCalendarDay(open.scheduleStartDateTime) : null;
}

/** The day the user last checked in to an event (a class of it, or a training module), if ever. */
function lastAttendance(event: EventRecord, user: UserRecord): string | null {
  const graduation = database().graduations.find((candidate) => candidate.id === event.id);
  const records =
    event.type === EVENT_TYPE.TRAINING
      ? ((graduation && enrollmentOf(graduation, user.id)?.attendances) ?? [])
      : classesOf(event.id).flatMap((eventClass) => attendancesOf(eventClass.attendances, user.id));
  return (
    records
      .map((record) => record.date)
      .sort()
      .pop() ?? null
  );
}

const activeEvents = () => database().events.filter((event) => event.isActive !== false);

const CERTIFICATE_UNAVAILABLE =
  'O certificado fica disponível quando a turma termina e sua presença está registrada.';

export const eventReadHandlers = [
  // 'Treinamentos': what is still to happen, soonest first; then what is over, latest first.
  http.get('/api/decola/event/list', ({ cookies, response }) => {
    const user = currentUser(cookies);
    const dated = activeEvents().map((event) => ({ event, next: nextDate(event) }));
    const upcoming = dated
      .filter((entry) => entry.next !== null)
      .sort((a, b) => a.next!.localeCompare(b.next!));
    const over = dated
      .filter((entry) => entry.next === null)
      .sort((a, b) =>
        String(b.event.scheduleStartDateTime).localeCompare(String(a.event.scheduleStartDateTime)),
      );
    return response(200).json({
      data: [...upcoming, ...over].map(({ event }) => eventView(event, user)),
    });
  }),

  // Not in the spec: where it shows; the events and trainings the user checked in to, latest first.
  http.get('/api/decola/event/list/attended', ({ cookies, response }) => {
    const user = currentUser(cookies);
    const attended = activeEvents()
      .map((event) => ({ event, last: lastAttendance(event, user) }))
      .filter((entry) => entry.last !== null)
      .sort((a, b) => b.last!.localeCompare(a.last!));
    return response(200).json({
      data: attended.map(({ event }) => {
        const view = eventView(event, user);
        const own = view.classes?.find((eventClass) => (eventClass.attendances ?? []).length > 0);
        return own ? { ...view, classID: own.id } : view;
      }),
    });
  }),

  http.get('/api/decola/event/{id}', ({ params, cookies, response }) => {
    const event = findEvent(Number(params.id));
    if (!event) return response.untyped(notFound('Evento não encontrado.'));
    return response(200).json({ data: eventView(event, currentUser(cookies)) });
  }),

  // Event ratings are not implemented by the backend.
  http.get('/api/decola/event/{eventId}/ratings', ({ response }) =>
    response.untyped(notImplemented()),
  ),

  // Administrators also see the comments the moderation deleted.
  http.get('/api/decola/event/{eventId}/comments', ({ params, query, cookies, response }) => {
    const user = currentUser(cookies);
    const event = findEvent(Number(params.eventId));
    if (!event) return response.untyped(notFound('Evento não encontrado.'));
    const seesDeleted = user.userType === 2 || user.userType === 5;
    const comments = (database().eventComments[event.id] ?? []).filter(
      (comment) => seesDeleted || comment.status !== 2,
    );
    const page = paginate(
      comments,
      positiveInt(query.get('page')) ?? 1,
      positiveInt(query.get('limit')) ?? PAGE_SIZES.comments,
    );
    return response(200).json({
      data: { comments: page.items, page: page.page, pages: page.pages, total: page.total },
    });
  }),

  http.get('/api/decola/event/{eventId}/class/{classId}/instructors', ({ params, response }) => {
    const eventClass = findClass(Number(params.classId));
    if (!eventClass || eventClass.eventID !== Number(params.eventId))
      return response.untyped(notFound('Turma não encontrada.'));
    return response(200).json({ data: instructorsOf(eventClass.instructorIds) });
  }),

  http.get(
    '/api/decola/certificate/event/{eventId}/class/{classId}',
    ({ params, cookies, response }) => {
      const user = currentUser(cookies);
      const eventClass = findClass(Number(params.classId));
      if (!eventClass || eventClass.eventID !== Number(params.eventId))
        return response.untyped(notFound('Turma não encontrada.'));
      if (!eventClass.hasCertificate)
        return response.untyped(
          fail(400, 'CERTIFICATE_UNAVAILABLE', 'Esta turma não emite certificado.'),
        );
      const path = classCertificatePath(eventClass, user.id);
      if (!path)
        return response.untyped(fail(400, 'CERTIFICATE_UNAVAILABLE', CERTIFICATE_UNAVAILABLE));
      return response(200).json({
        data: {
          path,
          certificateDifferent:
            eventClass.eventID === DIFFERENT_CERTIFICATE.eventId &&
            eventClass.id === DIFFERENT_CERTIFICATE.classId,
        },
      });
    },
  ),
];
