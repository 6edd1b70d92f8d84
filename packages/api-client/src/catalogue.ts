/** Letter for letter, so app, mocks and client agree on every code. */
export const ErrorCode = {
  ACCESS_SESSION_EXPIRED: 'ACCESS_SESSION_EXPIRED',
  UNEXPECTED_ERROR: 'UNEXPECTED_ERROR',
  INVALID_RATING: 'INVALID_RATING',
  INVALID_CONTENT_DOUBT: 'INVALID_CONTENT_DOUBT',
  INVALID_CONTENT_ANNOTATION: 'INVALID_CONTENT_ANNOTATION',
  INVALID_SPEED_RATE: 'INVALID_SPEED_RATE',
  INVALID_CHECKPOINT: 'INVALID_CHECKPOINT',
  EMPTY_FIELD: 'EMPTY_FIELD',
  INVALID_ID: 'INVALID_ID',
  ALREADY_ENROLLED: 'ALREADY_ENROLLED',
  MAX_CAPACITY_REACHED: 'MAX_CAPACITY_REACHED',
  EVENT_CLASS_FINISHED: 'EVENT_CLASS_FINISHED',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ErrorMessage = {
  sessionExpired: 'Faça seu login novamente.',
  connection: 'Erro de conexão.',
  unexpected: 'Ocorreu um erro inesperado.',
  ratingStars: 'Selecione entre uma e cinco estrelas.',
  ratingMessage: 'Deixe uma mensagem',
  doubtTitle: 'Informe o título da dúvida',
  doubtDescription: 'Informe a descrição da dúvida',
  annotationText: 'Informe o texto da anotação',
  speedRate: 'Velocidade de reprodução inválida.',
  checkpoint: 'Checkpoint inválido.',
  emptyTitle: 'Título não pode ser vazio.',
  emptyDescription: 'Descrição não pode ser vazia.',
  invalidId: 'ID não é válido.',
  alreadyEnrolled: 'Você já está matriculado nessa turma.',
  maxCapacityReached: 'Não há mais vagas para essa turma.',
  eventClassFinished: 'Esta turma já foi finalizada.',
  // Event ratings, doubts and likes are not implemented by the backend.
  notImplemented: 'Not implemented',
  zipNotFound: 'O CEP digitado não existe!',
  faqLoad: 'Ocorreu um erro ao carregar as informações.',
  termsNotAccepted: 'É necessário aceitar o Termo de Uso para prosseguir!',
  imageType: 'Por favor, insira uma imagem PNG, JPG, JPEG ou WEBP',
  imageTooLarge: 'A imagem selecionada é maior que 3MB. Por favor, selecione outra.',
} as const;

/** The success toasts of spec 1 §8 and spec 2 §4. */
export const SuccessMessage = {
  registered: 'Cadastro realizado com sucesso!',
  passwordChanged: 'Senha alterada com sucesso!',
  userValidated: 'Usuário validado com sucesso!',
  suggestionSent: 'Sugestão enviada!',
  notificationDeleted: 'Notificação apagada!',
  // ARCHITECTURE.md: the spec's one typo ('treinanamento') is corrected.
  trainingRecommended: 'Você indicou este treinamento com sucesso!',
} as const;
