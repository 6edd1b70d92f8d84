/**
 * The pt-BR texts of both error catalogues (spec 1 §8, spec 2 §8), the validation messages of §5
 * and the success, empty and confirmation texts, letter for letter. Texts the spec does not give
 * (marked "not in the spec") are recorded in docs/decisions.md.
 */

/** Error and validation codes. The first block is the spec's; the second is ours. */
export const ERROR_CODES = {
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
  // Not in the spec: client-side checks the spec names without a code.
  REQUIRED_FIELD: 'REQUIRED_FIELD',
  TEXT_TOO_LONG: 'TEXT_TOO_LONG',
  INVALID_IMAGE_TYPE: 'INVALID_IMAGE_TYPE',
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_CPF: 'INVALID_CPF',
  INVALID_DATE: 'INVALID_DATE',
  BIRTH_DATE_OUT_OF_RANGE: 'BIRTH_DATE_OUT_OF_RANGE',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  PASSWORD_MISMATCH: 'PASSWORD_MISMATCH',
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  INVALID_ADDRESS_NUMBER: 'INVALID_ADDRESS_NUMBER',
  INVALID_BADGE_CODE: 'INVALID_BADGE_CODE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const MESSAGES = {
  errors: {
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
  },
  validation: {
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
    imageType: 'Por favor, insira uma imagem PNG, JPG, JPEG ou WEBP',
    imageTooLarge: 'A imagem selecionada é maior que 3MB. Por favor, selecione outra.',
    passwordHint:
      'Sua senha deve conter: Ao menos 8 caracteres, uma letra minúscula, uma letra maiúscula, um caractere especial.',
    // Not in the spec: field messages for the checks the spec names without a text.
    suggestionTitleTooLong: 'O título deve ter no máximo 100 caracteres.',
    suggestionDescriptionTooLong: 'A descrição deve ter no máximo 500 caracteres.',
    loginRequired: 'Informe seu CPF ou e-mail.',
    loginTooLong: 'O CPF ou e-mail deve ter no máximo 254 caracteres.',
    passwordRequired: 'Informe sua senha.',
    nameRequired: 'Informe seu nome.',
    birthDateRequired: 'Informe sua data de nascimento.',
    birthDateInvalid: 'Informe uma data de nascimento válida.',
    birthDateOutOfRange: 'A data de nascimento deve estar entre 01/01/1900 e hoje.',
    cpfRequired: 'Informe seu CPF.',
    cpfInvalid: 'O CPF deve ter 11 dígitos.',
    emailRequired: 'Informe seu e-mail.',
    emailInvalid: 'Informe um e-mail válido.',
    passwordInvalid: 'A senha não atende aos requisitos.',
    passwordConfirmationRequired: 'Confirme sua senha.',
    newPasswordMinLength: 'A senha deve conter ao menos 8 caracteres.',
    newPasswordLowercase: 'A senha deve conter uma letra minúscula.',
    newPasswordUppercase: 'A senha deve conter uma letra maiúscula.',
    newPasswordDigitOrSpecial: 'A senha deve conter um número ou caractere especial.',
    passwordMismatch: 'As senhas não coincidem.',
    addressNumberInvalid: 'O número deve ser maior ou igual a 0.',
    badgeCodeRequired: 'Informe sua matrícula.',
    badgeCodeInvalid: 'A matrícula deve conter apenas números.',
    mothersNameRequired: 'Informe o nome da sua mãe.',
    documentRequired: 'Informe seu CPF ou documento.',
  },
  success: {
    registered: 'Cadastro realizado com sucesso!',
    passwordChanged: 'Senha alterada com sucesso!',
    userValidated: 'Usuário validado com sucesso!',
    suggestionSent: 'Sugestão enviada!',
    notificationDeleted: 'Notificação apagada!',
    // The spec's 'treinanamento' is a typo, corrected as ARCHITECTURE.md says.
    trainingRecommended: 'Você indicou este treinamento com sucesso!',
  },
  empty: {
    comments: 'Não há nenhum comentário por aqui',
    notifications: 'Você não possui nenhuma notificação',
    table: 'Não há nada por aqui.',
    trackSearch: 'Não encontrado.',
    faqSearch: 'Nenhuma dúvida encontrada.',
  },
  confirm: {
    logout: 'Deseja realmente sair?',
  },
  access: {
    firstAccess: 'Detectamos que este é seu primeiro acesso. Crie uma nova senha.',
    emailSent: 'VERIFIQUE SEU E-MAIL',
    onboardingFinal: 'Hora de decolar!',
  },
  course: {
    finished: 'Concluído',
    inProgress: 'Em andamento',
    mandatory: 'Obrigatório',
    continue: 'Continuar',
  },
  /** Not in the spec: one hint line per register password rule (spec 1 §5). */
  passwordRules: {
    minLength: 'Ao menos 8 caracteres',
    lowercase: 'Uma letra minúscula',
    uppercase: 'Uma letra maiúscula',
    number: 'Um número',
    special: 'Um caractere especial (!@#$%^&*)',
    noWhitespace: 'Sem espaços',
  },
  passwordStrength: {
    weak: 'senha fraca',
    good: 'senha boa',
    strong: 'senha forte',
  },
  /** spec 1 §4: the greeting's fallback name. */
  defaultUserName: 'Usuário',
} as const;
