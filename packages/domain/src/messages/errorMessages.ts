/** The error catalogues' texts, letter for letter. */
export const ERROR_MESSAGES = {
  sessionExpired: 'Faça seu login novamente.',
  connection: 'Erro de conexão.',
  unexpected: 'Ocorreu um erro inesperado.',
  zipNotFound: 'O CEP digitado não existe!',
  faqLoad: 'Ocorreu um erro ao carregar as informações.',
  termsNotAccepted: 'É necessário aceitar o Termo de Uso para prosseguir!',
  notImplemented: 'Not implemented',
  alreadyEnrolled: 'Você já está matriculado nessa turma.',
  maxCapacityReached: 'Não há mais vagas para essa turma.',
  eventClassFinished: 'Esta turma já foi finalizada.',
} as const;
