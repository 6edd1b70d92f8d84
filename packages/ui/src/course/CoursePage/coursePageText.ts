import {
  CONTENT_KIND,
  COURSE_MESSAGES,
  formatDateBR,
  type ContentKind,
  type ContentLock,
} from '@decola/domain';
import { COURSE_CARD_TEXT } from '../CourseCard';

export const COURSE_PAGE_TEXT = {
  loading: 'Carregando curso…',
  error: 'Não foi possível carregar o curso.',
  // The course card's words for the same facts.
  flags: COURSE_CARD_TEXT.flags,
  new: COURSE_CARD_TEXT.new,
  progress: 'Progresso no curso',
  actions: 'Ações do curso',
  enroll: 'Matricular-se',
  continue: COURSE_MESSAGES.continue,
  leave: 'Sair do curso',
  leaveTitle: 'Deseja realmente sair do curso?',
  leaveMessage: 'Seu progresso neste curso será apagado e ele sairá da sua lista de cursos.',
  favorite: 'Favoritar curso',
  unfavorite: 'Remover curso dos favoritos',
  favorited: 'Curso adicionado aos favoritos.',
  unfavorited: 'Curso removido dos favoritos.',
  certificateLink: 'Ver certificado',
  newTab: '(abre em uma nova aba)',
  blockedTitle: 'Curso bloqueado',
  blockedText:
    'Este curso está bloqueado para você no momento: os conteúdos, a apresentação e os comentários ficam indisponíveis.',
  description: 'Sobre o curso',
  introVideo: 'Apresentação',
  enrolToAccess: 'Matricule-se para acessar',
  enrolToAccessText: (content: string) =>
    `Para abrir “${content}”, matricule-se neste curso. Seu progresso fica salvo a partir daí.`,
} as const;

export const COURSE_PANEL_TEXT = {
  contents: {
    title: 'Conteúdos do curso',
    loading: 'Carregando conteúdos…',
    error: 'Não foi possível carregar os conteúdos.',
    empty: 'Este curso ainda não tem conteúdos.',
  },
  instructors: {
    title: 'Instrutores',
    loading: 'Carregando instrutores…',
    error: 'Não foi possível carregar os instrutores.',
    empty: 'Nenhum instrutor informado para este curso.',
  },
  comments: {
    title: 'Comentários',
    pagination: 'Páginas de comentários',
  },
  recommendations: {
    title: 'Recomendados para você',
    loading: 'Carregando recomendações…',
    error: 'Não foi possível carregar as recomendações.',
  },
  indicated: {
    title: 'Suas indicações',
    loading: 'Carregando suas indicações…',
    error: 'Não foi possível carregar suas indicações.',
  },
} as const;

export const CONTENT_TEXT = {
  // Why a content is locked (domain `contentLockOf`).
  blocked: 'Bloqueado',
  waiting: 'Conclua o conteúdo anterior',
  notReleased: 'Ainda não liberado',
  releasedOn: (date: string) => `Disponível em ${date}`,
  finished: 'Concluído',
  progress: (title: string) => `Progresso de ${title}`,
} as const;

/** Not in the spec: how each content kind is named on the course page. */
export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  [CONTENT_KIND.YOUTUBE]: 'Vídeo',
  [CONTENT_KIND.SCORM]: 'SCORM',
  [CONTENT_KIND.PDF]: 'PDF',
  [CONTENT_KIND.EXERCISE]: 'Exercício',
  [CONTENT_KIND.MP3]: 'Áudio',
};

/** Whom the learner already recommended the course to (only their count comes back). */
export function indicatedText(count: number): string {
  if (count === 0) return 'Você ainda não indicou este treinamento a nenhum colega.';
  return count === 1
    ? 'Você já indicou este treinamento a 1 colega.'
    : `Você já indicou este treinamento a ${count} colegas.`;
}

/** A locked content's reason as its list says it, the release date when known. */
export function contentLockText(lock: ContentLock, releaseDate?: string | null): string {
  if (lock === 'notReleased') {
    const date = formatDateBR(releaseDate);
    return date ? CONTENT_TEXT.releasedOn(date) : CONTENT_TEXT.notReleased;
  }
  return CONTENT_TEXT[lock];
}
