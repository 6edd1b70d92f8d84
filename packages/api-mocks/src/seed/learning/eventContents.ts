import type { SeedToday } from '../today';
import type { ContentRecord, ExerciseRecord } from '../../db/learning';
import { buildContent, type ContentOwner } from './catalogue';
import type { ContentPlan } from './coursePlans';
import type { QuestionBankName } from './questionBanks';

type ClassContentsPlan = {
  eventId: number;
  classId: number;
  /** The class's instructors, as the events area seeds them. */
  instructorIds: number[];
  contents: ContentPlan[];
  bank?: QuestionBankName;
  unreleased?: number[];
};

/**
 * Contents of the event classes that have some (ids = class × 100 + n): the SIPAT's on-site class
 * (11) and live stream (12, whose recording is released after the stream), and the BIM workshop's
 * Curitiba class (21).
 */
const PLANS: ClassContentsPlan[] = [
  {
    eventId: 1,
    classId: 11,
    instructorIds: [1, 2],
    contents: [
      ['V', 'Abertura da SIPAT: segurança se constrói todo dia', 12],
      ['P', 'Programação e mapa das oficinas', 5],
      ['E', 'Avaliação de reação da SIPAT', 8],
    ],
    bank: 'eventReaction',
  },
  {
    eventId: 1,
    classId: 12,
    instructorIds: [3],
    contents: [
      ['V', 'Gravação da transmissão ao vivo', 110],
      ['A', 'Podcast: histórias de quem voltou para casa em segurança', 20],
      ['P', 'Material de apoio das palestras', 8],
    ],
    unreleased: [1],
  },
  {
    eventId: 2,
    classId: 21,
    instructorIds: [4, 5],
    contents: [
      ['V', 'Do modelo ao canteiro: visão geral do workshop', 15],
      ['S', 'Oficina interativa de compatibilização', 30],
      ['P', 'Guia do modelo federado de exemplo', 10],
    ],
  },
];

export function seedEventContents(today: SeedToday, exercises: ExerciseRecord[]): ContentRecord[] {
  return PLANS.flatMap((plan) => {
    const owner: ContentOwner = {
      provider: 'event',
      courseId: null,
      eventId: plan.eventId,
      classId: plan.classId,
      idBase: plan.classId * 100,
      instructorIds: plan.instructorIds,
    };
    return plan.contents.map((contentPlan, index) =>
      buildContent(owner, contentPlan, index + 1, {
        today,
        exercises,
        bank: plan.bank,
        isReleased: !plan.unreleased?.includes(index + 1),
      }),
    );
  });
}
