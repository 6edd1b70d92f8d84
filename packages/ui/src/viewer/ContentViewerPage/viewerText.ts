// Not in the spec unless said: the words of the content viewer (docs/decisions.md).
export const VIEWER_TEXT = {
  loading: 'Carregando conteúdo…',
  error: 'Não foi possível carregar o conteúdo.',
  /** Read before the course's title on the link back. */
  backTo: 'Voltar para',
  navigation: 'Navegação entre conteúdos',
  previous: 'Conteúdo anterior',
  next: 'Próximo conteúdo',
  // Why the next content cannot open (domain `contentLockOf`).
  nextLocked: {
    waiting: 'Conclua este conteúdo para liberar o próximo',
    blocked: 'O autor do curso bloqueou o próximo conteúdo',
    blockedInClass: 'O próximo conteúdo está bloqueado nesta turma',
    notReleased: 'O próximo conteúdo ainda não foi liberado',
    releasedOn: (date: string) => `O próximo conteúdo será liberado em ${date}`,
  },
  tabs: 'Sobre o conteúdo',
  // The empty text of a table.
  empty: 'Não há nada por aqui.',
  playerError: 'Não foi possível mostrar o conteúdo.',
  listError: 'Não foi possível mostrar a lista de conteúdos.',
  description: 'Descrição',
  noDescription: 'Este conteúdo não tem descrição.',
  complements: {
    label: 'Complementos',
    loading: 'Carregando complementos…',
    error: 'Não foi possível carregar os complementos.',
    download: 'Baixar',
  },
  instructors: {
    label: 'Instrutores',
    loading: 'Carregando instrutores…',
    error: 'Não foi possível carregar os instrutores.',
  },
  notes: 'Anotações',
  ratings: 'Avaliações',
  doubts: 'Dúvidas',
  panelError: (label: string) => `Não foi possível mostrar “${label}”.`,
} as const;
