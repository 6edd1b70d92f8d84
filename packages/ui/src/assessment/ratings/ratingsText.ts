import { EMPTY_MESSAGES } from '@decola/domain';

// Not in the spec unless said: the words of a content's ratings (docs/decisions.md).
export const RATINGS_TEXT = {
  stars: 'Sua nota',
  message: 'Mensagem',
  /** Below 4 stars a message is required. */
  messageHint: 'Obrigatória para notas abaixo de 4 estrelas.',
  send: 'Enviar avaliação',
  // The success toast once the server has it.
  sent: 'Avaliação enviada.',
  formName: 'Avaliar este conteúdo',
  list: 'Avaliações',
  loading: 'Carregando avaliações…',
  error: 'Não foi possível carregar as avaliações.',
  empty: EMPTY_MESSAGES.comments,
  more: 'Carregar mais avaliações',
  loadingMore: 'Carregando mais avaliações…',
  like: 'Curtir',
  /** Read after 'Curtir' and 'Excluir', so each rating's buttons have names of their own. */
  ofRating: (userName: string) => `avaliação de ${userName}`,
  likes: (count: number) => (count === 1 ? 'curtida' : 'curtidas'),
  own: 'Sua avaliação',
  delete: 'Excluir',
  deleteTitle: 'Excluir sua avaliação?',
  deleteMessage: 'Sua avaliação deste conteúdo será excluída.',
} as const;
