/** The classes of the event page's stories (fixed dates around STORY_TODAY, 2026-11-20). */
import type { EventPageClass } from './types';

const instructors = [
  { id: 4, name: 'Mariana Lopes' },
  { id: 5, name: 'Ricardo Tavares' },
];

const users = (count: number) => Array.from({ length: count }, (_, index) => ({ id: 100 + index }));

const base: EventPageClass = {
  id: 21,
  name: 'Turma Curitiba',
  location: 'Centro de Treinamento Decola – Av. Sete de Setembro, 4200, Curitiba - PR',
  modality: 2,
  hasCertificate: true,
  maxCapacity: 25,
  enrollUsers: users(12),
  scheduleStartDateTime: '2026-12-03T08:00:00',
  scheduleEndDateTime: '2026-12-03T17:00:00',
  enrollmentStart: '2026-11-03T00:00:00',
  enrollmentEnd: '2026-12-02T23:59:00',
  finishedAt: null,
  instructors,
};

export const storyClasses = {
  open: base,
  full: { ...base, id: 31, name: 'Turma Belo Horizonte', maxCapacity: 30, enrollUsers: users(30) },
  finished: {
    ...base,
    id: 51,
    name: 'Turma Recife',
    scheduleStartDateTime: '2026-10-06T07:00:00',
    scheduleEndDateTime: '2026-10-06T12:00:00',
    enrollmentStart: '2026-09-06T00:00:00',
    enrollmentEnd: '2026-10-05T23:59:00',
    finishedAt: '2026-10-06T12:15:00',
  },
  notOpen: {
    ...base,
    id: 61,
    name: 'Turma Porto Alegre',
    scheduleStartDateTime: '2027-01-20T08:00:00',
    scheduleEndDateTime: '2027-01-20T17:00:00',
    enrollmentStart: '2026-12-21T00:00:00',
    enrollmentEnd: '2027-01-19T23:59:00',
  },
  closed: {
    ...base,
    id: 11,
    name: 'Turma presencial – Obra Vila Mariana',
    scheduleStartDateTime: '2026-11-19T08:00:00',
    scheduleEndDateTime: '2026-11-23T17:00:00',
    enrollmentStart: '2026-10-20T00:00:00',
    enrollmentEnd: '2026-11-18T23:59:00',
  },
  noLimit: {
    ...base,
    id: 41,
    name: 'Transmissão ao vivo',
    location: 'Online (Microsoft Teams)',
    modality: 1,
    maxCapacity: null,
    hasCertificate: false,
    instructors: [{ id: 7, name: 'Paula Azevedo' }],
  },
} satisfies Record<string, EventPageClass>;
