/**
 * Events and trainings for the event and dashboard stories only (pt-BR, fixed dates, covers drawn
 * as data URIs). `STORY_TODAY` of the course fixtures is their today as well.
 */
import type { EventClassSchedule, EventMenu } from '@decola/domain';
import { coverImage } from '../../course/shared/storyFixtures';
import type { EventCardEvent } from '../EventCard';

/** An event as the API sends it: classes carry their location, menus their id and title. */
type StoryEvent = Omit<EventCardEvent, 'classes' | 'menus'> & {
  classes: (EventClassSchedule & { id: number; location: string })[];
  menus: (EventMenu & { id: number; title: string })[];
};

const introVideo = { type: 1, title: 'Apresentação do evento', code: 'apresentacao-evento' };

export const storyEvents = {
  sipat: {
    id: 11,
    type: 1,
    name: 'SIPAT 2026: Semana Interna de Prevenção de Acidentes',
    image: coverImage('#9a3412', '#fdba74', 'SIPAT'),
    location: 'Centro de Treinamento Decola, Curitiba - PR',
    classID: 111,
    classes: [
      {
        id: 112,
        location: 'Centro de Treinamento Decola, Curitiba - PR',
        scheduleStartDateTime: '2026-11-26T08:30:00',
        scheduleEndDateTime: '2026-11-26T17:00:00',
      },
      {
        id: 111,
        location: 'Centro de Treinamento Decola, Curitiba - PR',
        scheduleStartDateTime: '2026-11-24T08:30:00',
        scheduleEndDateTime: '2026-11-24T12:00:00',
      },
    ],
    menus: [],
    hasCertificate: true,
    hasNewContent: false,
    introductoryContent: null,
    releaseStartDate: '2026-09-01T00:00:00',
    releaseEndDate: '2026-10-31T23:59:59',
  },
  foremen: {
    id: 21,
    type: 2,
    name: 'Formação de Encarregados de Obra',
    image: coverImage('#1e3a8a', '#93c5fd', 'Encarregados'),
    location: 'Centro de Treinamento Decola, Joinville - SC',
    classID: null,
    classes: [],
    menus: [
      { id: 601, title: 'Módulo 1', startDate: '2026-12-01', startHour: '08:00', endHour: '12:00' },
      { id: 603, title: 'Módulo 3', startDate: '2026-12-05', startHour: '13:30', endHour: '17:30' },
      { id: 602, title: 'Módulo 2', startDate: '2026-12-03', startHour: '08:00', endHour: '12:00' },
    ],
    hasCertificate: true,
    hasNewContent: true,
    introductoryContent: null,
    releaseStartDate: null,
    releaseEndDate: null,
  },
  bim: {
    id: 12,
    type: 1,
    name: 'Workshop de BIM para Obras Residenciais',
    image: coverImage('#134e4a', '#5eead4', 'BIM'),
    location: 'Online (Microsoft Teams)',
    classID: 121,
    classes: [
      {
        id: 121,
        location: 'Online (Microsoft Teams)',
        scheduleStartDateTime: '2026-12-02T19:00:00',
        scheduleEndDateTime: '2026-12-02T21:00:00',
      },
    ],
    menus: [],
    hasCertificate: false,
    hasNewContent: true,
    introductoryContent: introVideo,
    releaseStartDate: '2026-11-15T00:00:00',
    releaseEndDate: '2026-12-02T23:59:59',
  },
  mentalHealth: {
    id: 13,
    type: 1,
    name: 'Palestra: Saúde Mental no Trabalho',
    image: coverImage('#581c87', '#d8b4fe', 'Palestra'),
    location: 'Auditório da Sede, São Paulo - SP',
    classID: null,
    classes: [],
    menus: [],
    hasCertificate: false,
    hasNewContent: false,
    introductoryContent: null,
    releaseStartDate: null,
    releaseEndDate: null,
  },
  leaders: {
    id: 22,
    type: 2,
    name: 'Programa de Desenvolvimento de Líderes',
    image: null,
    location: 'Hotel Ouro Minas, Belo Horizonte - MG',
    classID: null,
    classes: [],
    menus: [
      { id: 701, title: 'Abertura', startDate: '2027-02-10', startHour: '09:00', endHour: '18:00' },
    ],
    hasCertificate: true,
    hasNewContent: false,
    introductoryContent: introVideo,
    releaseStartDate: null,
    releaseEndDate: null,
  },
} satisfies Record<string, StoryEvent>;
