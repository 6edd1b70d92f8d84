import { EMPTY_MESSAGES } from '@decola/domain';

// Not in the spec unless said: the words of a content's doubts (docs/decisions.md).
export const DOUBTS_TEXT = {
  newDoubt: 'Nova dúvida',
  title: 'Título',
  description: 'Descrição',
  send: 'Enviar dúvida',
  reply: 'Responder',
  /** Read after 'Responder', so each doubt's button has a name of its own. */
  ofDoubt: (title: string) => `à dúvida “${title}”`,
  replyTo: (title: string) => `Responder à dúvida “${title}”`,
  sendReply: 'Enviar resposta',
  // The success toasts once the server has them.
  sent: 'Dúvida enviada.',
  replySent: 'Resposta enviada.',
  cancel: 'Cancelar',
  views: 'Dúvidas a mostrar',
  all: 'Todas as dúvidas',
  mine: 'Minhas dúvidas',
  list: 'Dúvidas',
  loading: 'Carregando dúvidas…',
  error: 'Não foi possível carregar as dúvidas.',
  // The empty text of a table.
  empty: EMPTY_MESSAGES.table,
  by: (userName: string) => `por ${userName}`,
  answeredBy: (userName: string) => `Resposta de ${userName}`,
  answer: 'Resposta',
  waiting: 'Aguardando resposta',
  followUps: (title: string) => `Continuação de “${title}”`,
} as const;
