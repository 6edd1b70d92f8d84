import { MESSAGES } from '@decola/domain';
import { BLOCKED_TRACK_LABEL } from '../../cards/CardBadge';

export const TRACK_TEXT = {
  mandatory: MESSAGES.course.mandatory,
  blocked: BLOCKED_TRACK_LABEL,
  open: 'Ver trilha',
  trackLoading: 'Carregando os cursos da trilha…',
  trackError: 'Não foi possível carregar os cursos desta trilha.',
  trackEmpty: 'Esta trilha ainda não tem cursos disponíveis.',
} as const;

/** 'finalizados', the finished courses over the total ('3/8 finalizados'). */
export const finishedCaption = (finished: number, total: number) =>
  `${finished}/${total} finalizados`;

/** The same, as a screen reader hears it. */
export const finishedValueText = (finished: number, total: number) =>
  `${finished} de ${total} cursos finalizados`;

/** The ring's accessible name. */
export const trackProgressLabel = (title: string) => `Progresso da trilha ${title}`;
