/** The empty-state texts of spec 1 §8 and spec 2 §8. */
export const EMPTY_MESSAGES = {
  comments: 'Não há nenhum comentário por aqui',
  notifications: 'Você não possui nenhuma notificação',
  table: 'Não há nada por aqui.',
  trackSearch: 'Não encontrado.',
  faqSearch: 'Nenhuma dúvida encontrada.',
} as const;
