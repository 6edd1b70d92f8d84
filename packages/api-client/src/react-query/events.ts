import type { DecolaClient } from '../client.js';
import type { QueryOf } from './options.js';
import { decolaMutation, decolaQuery } from './options.js';

export type EventCommentFilters = QueryOf<'/api/decola/event/{eventId}/comments'>;

/** An event class, as the event route names it (event/:event_id/class/:class_id). */
export interface EventClassRef {
  eventId: number;
  classId: number;
}

export interface EventCheckIn {
  /** The token of the QR link, sent as `Authorization: Bearer`. */
  token: string;
  /** The attendance day the QR link carries (yyyy-mm-dd). */
  date: string;
}

const all = ['events'] as const;

export const eventKeys = {
  all,
  list: () => [...all, 'list'] as const,
  attended: () => [...all, 'attended'] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: number) => [...eventKeys.details(), id] as const,
  ratings: (eventId: number) => [...eventKeys.detail(eventId), 'ratings'] as const,
  comments: (eventId: number, filters: EventCommentFilters = {}) =>
    [...eventKeys.detail(eventId), 'comments', filters] as const,
  classInstructors: ({ eventId, classId }: EventClassRef) =>
    [...eventKeys.detail(eventId), 'classes', classId, 'instructors'] as const,
  classCertificate: ({ eventId, classId }: EventClassRef) =>
    [...eventKeys.detail(eventId), 'classes', classId, 'certificate'] as const,
};

export const eventMutationKeys = {
  enrollClass: [...all, 'enrollClass'],
  unenrollClass: [...all, 'unenrollClass'],
  checkIn: [...all, 'checkIn'],
} as const;

export function eventQueries(api: DecolaClient) {
  return {
    /** The dashboard 'Treinamentos' carousel. */
    list: () =>
      decolaQuery(eventKeys.list(), (signal) => api.get('/api/decola/event/list', { signal })),
    attended: () =>
      decolaQuery(eventKeys.attended(), (signal) =>
        api.get('/api/decola/event/list/attended', { signal }),
      ),
    detail: (id: number) =>
      decolaQuery(eventKeys.detail(id), (signal) =>
        api.get('/api/decola/event/{id}', { params: { path: { id } }, signal }),
      ),
    ratings: (eventId: number) =>
      decolaQuery(eventKeys.ratings(eventId), (signal) =>
        api.get('/api/decola/event/{eventId}/ratings', { params: { path: { eventId } }, signal }),
      ),
    comments: (eventId: number, filters: EventCommentFilters = {}) =>
      decolaQuery(eventKeys.comments(eventId, filters), (signal) =>
        api.get('/api/decola/event/{eventId}/comments', {
          params: { path: { eventId }, query: filters },
          signal,
        }),
      ),
    classInstructors: (eventClass: EventClassRef) =>
      decolaQuery(eventKeys.classInstructors(eventClass), (signal) =>
        api.get('/api/decola/event/{eventId}/class/{classId}/instructors', {
          params: { path: eventClass },
          signal,
        }),
      ),
    classCertificate: (eventClass: EventClassRef) =>
      decolaQuery(eventKeys.classCertificate(eventClass), (signal) =>
        api.get('/api/decola/certificate/event/{eventId}/class/{classId}', {
          params: { path: eventClass },
          signal,
        }),
      ),
  };
}

export function eventMutations(api: DecolaClient) {
  const changed = ({ eventId }: { eventId: number }) => [
    eventKeys.detail(eventId),
    eventKeys.list(),
    eventKeys.attended(),
  ];
  return {
    // Refused with ALREADY_ENROLLED, MAX_CAPACITY_REACHED or EVENT_CLASS_FINISHED.
    enrollClass: () =>
      decolaMutation(
        eventMutationKeys.enrollClass,
        ({ classId }: EventClassRef) =>
          api.post('/api/decola/event/class/{id}/enroll', { params: { path: { id: classId } } }),
        changed,
      ),
    unenrollClass: () =>
      decolaMutation(
        eventMutationKeys.unenrollClass,
        ({ classId }: EventClassRef) =>
          api.post('/api/decola/event/class/{id}/unenroll', { params: { path: { id: classId } } }),
        changed,
      ),
    checkIn: () =>
      decolaMutation(
        eventMutationKeys.checkIn,
        ({ token, date }: EventCheckIn) =>
          api.post('/api/decola/event/check-in/qr-code', {
            params: { query: { confirmation: true, date } },
            bearerToken: token,
          }),
        () => [eventKeys.all],
      ),
  };
}
