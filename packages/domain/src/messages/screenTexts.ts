/** Fixed texts of screens the spec gives: confirmations, access screens, course states, the greeting. */
export const CONFIRM_MESSAGES = {
  logout: 'Deseja realmente sair?',
} as const;

export const ACCESS_MESSAGES = {
  firstAccess: 'Detectamos que este é seu primeiro acesso. Crie uma nova senha.',
  emailSent: 'VERIFIQUE SEU E-MAIL',
  onboardingFinal: 'Hora de decolar!',
} as const;

export const COURSE_MESSAGES = {
  finished: 'Concluído',
  inProgress: 'Em andamento',
  mandatory: 'Obrigatório',
  continue: 'Continuar',
} as const;
/** The greeting's fallback name. */
export const DEFAULT_USER_NAME = 'Usuário';
