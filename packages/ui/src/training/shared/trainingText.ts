/** Not in the spec: the training course page's words (spec 2 §2 names only what it shows). */
export const TRAINING_TEXT = {
  typeLabel: 'Treinamento',
  loading: 'Carregando treinamento…',
  error: 'Não foi possível carregar o treinamento.',
  description: 'Sobre o treinamento',
  facts: 'Informações do treinamento',
  location: 'Local',
  period: 'Período',
  certificate: 'Com certificado',
  situation: 'Sua participação',
  enroll: 'Inscrever-se',
  leave: 'Sair do treinamento',
  leaveTitle: 'Deseja realmente sair do treinamento?',
  leaveMessage: 'Você deixa de constar entre os participantes; pode se inscrever de novo depois.',
  enrolled: 'Você está inscrito neste treinamento.',
  notEnrolled: 'Você ainda não está inscrito neste treinamento.',
  finished: 'Este treinamento já foi finalizado.',
  // The events' words for the same moment (their class page says it too).
  enrolledNow: 'Inscrição feita.',
  percentage: 'Sua presença no treinamento',
  attendedCount: (attended: number, total: number) =>
    `Presença em ${attended} de ${total} ${total === 1 ? 'encontro' : 'encontros'}.`,
} as const;

export const AGENDA_TEXT = {
  title: 'Agenda',
  error: 'Não foi possível mostrar a agenda.',
  empty: 'Não há nada por aqui.',
  current: 'Atual',
  date: 'Data',
  time: 'Horário',
  duration: 'Duração',
  location: 'Local',
  attended: 'Presença confirmada',
  missed: 'Sem presença registrada',
  hours: (start: string, end: string) => `${start} até ${end}`,
} as const;

export const PARTICIPANTS_TEXT = {
  title: 'Participantes',
  loading: 'Carregando participantes…',
  error: 'Não foi possível carregar os participantes.',
  empty: 'Não há nada por aqui.',
  name: 'Participante',
  percentage: 'Presença',
  attendance: 'Encontros com presença',
  you: '(você)',
  attendedOf: (attended: number, total: number) => `${attended} de ${total}`,
} as const;

export const INSTRUCTORS_TEXT = {
  title: 'Instrutores',
  loading: 'Carregando instrutores…',
  error: 'Não foi possível carregar os instrutores.',
  empty: 'Nenhum instrutor informado para este treinamento.',
} as const;
