import type { DecolaClient } from '../client.js';
import { decolaMutation, decolaQuery } from './options.js';

export interface GraduationCheckIn {
  /** The token of the QR link, sent as `Authorization: Bearer`. */
  token: string;
  /** The graduation (training course) the QR link names. */
  id: number;
}

const all = ['graduations'] as const;

/** Graduations: the training courses of route training-course/:trainingCourseID (event type 2). */
export const graduationKeys = {
  all,
  details: () => [...all, 'detail'] as const,
  detail: (id: number) => [...graduationKeys.details(), id] as const,
  instructors: (id: number) => [...graduationKeys.detail(id), 'instructors'] as const,
  certificate: (id: number) => [...graduationKeys.detail(id), 'certificate'] as const,
};

export const graduationMutationKeys = {
  enroll: [...all, 'enroll'],
  unenroll: [...all, 'unenroll'],
  checkIn: [...all, 'checkIn'],
} as const;

export function graduationQueries(api: DecolaClient) {
  const byId = (id: number) => ({ path: { id } });
  return {
    detail: (id: number) =>
      decolaQuery(graduationKeys.detail(id), (signal) =>
        api.get('/api/decola/graduation/{id}', { params: byId(id), signal }),
      ),
    instructors: (id: number) =>
      decolaQuery(graduationKeys.instructors(id), (signal) =>
        api.get('/api/decola/graduation/{id}/instructors', { params: byId(id), signal }),
      ),
    certificate: (id: number) =>
      decolaQuery(graduationKeys.certificate(id), (signal) =>
        api.get('/api/decola/certificate/graduation/{id}', { params: byId(id), signal }),
      ),
  };
}

export function graduationMutations(api: DecolaClient) {
  const byId = (id: number) => ({ params: { path: { id } } });
  return {
    enroll: () =>
      decolaMutation(
        graduationMutationKeys.enroll,
        (id: number) => api.post('/api/decola/graduation/{id}/enroll', byId(id)),
        (id) => [graduationKeys.detail(id)],
      ),
    unenroll: () =>
      decolaMutation(
        graduationMutationKeys.unenroll,
        (id: number) => api.delete('/api/decola/graduation/{id}/unenroll', byId(id)),
        (id) => [graduationKeys.detail(id)],
      ),
    // A check-in that succeeds sets enrolled and attended.
    checkIn: () =>
      decolaMutation(
        graduationMutationKeys.checkIn,
        ({ token, id }: GraduationCheckIn) =>
          api.post('/api/decola/graduation/check-in/qr-code', {
            params: { query: { confirmation: true, id } },
            bearerToken: token,
          }),
        ({ id }) => [graduationKeys.detail(id)],
      ),
  };
}
