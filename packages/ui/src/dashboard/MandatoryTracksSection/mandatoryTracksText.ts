import { MESSAGES } from '@decola/domain';

export const MANDATORY_TRACKS_TEXT = {
  title: 'Trilhas obrigatórias pendentes',
  mandatory: MESSAGES.course.mandatory,
  loading: 'Carregando suas trilhas obrigatórias…',
  error: 'Não foi possível carregar suas trilhas obrigatórias.',
  trackLoading: 'Carregando os cursos da trilha…',
  trackError: 'Não foi possível carregar os cursos desta trilha.',
  trackEmpty: 'Esta trilha ainda não tem cursos disponíveis.',
} as const;

/** spec 2 §2: 'finalizados', the finished courses over the total ('3/8 finalizados'). */
export const finishedCaption = (finished: number, total: number) =>
  `${finished}/${total} finalizados`;

/** The same, as a screen reader hears it. */
export const finishedValueText = (finished: number, total: number) =>
  `${finished} de ${total} cursos finalizados`;
