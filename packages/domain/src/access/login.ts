import { LIMITS } from '../constants/limits';
import { maskCpf } from '../format/masks';
import { ERROR_CODES } from '../messages/errorCodes';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';
import type { ValidationProblem } from '../shared/validation';

/** spec 1 §5: a login with @ is an e-mail; without one it is a CPF. */
export const isEmailLogin = (login: string): boolean => login.includes('@');

/** spec 1 §5: what is sent — a CPF loses its dots and dashes; an e-mail is only trimmed. */
export function normalizeLogin(login: string): string {
  const value = login.trim();
  return isEmailLogin(value) ? value : value.replace(/[.-]/g, '');
}

/**
 * spec 1 §5: the login field on blur. A CPF shows masked; an e-mail, or text that is not a CPF
 * (letters without @), stays as typed so nothing the learner wrote disappears.
 */
export function maskLogin(login: string): string {
  if (isEmailLogin(login) || !/^[\d.\-\s]+$/.test(login)) return login;
  // More digits than a CPF has would be cut by the mask: shown as typed, the server says it is wrong.
  if (login.replace(/\D/g, '').length > LIMITS.cpfDigits) return login;
  return maskCpf(login);
}

/**
 * spec 1 §5: the login field on focus shows the bare CPF again. Only what `maskLogin` added is
 * taken away: a value the mask would not have produced (`joao.silva`, an e-mail half typed
 * without its @) keeps its dots and dashes, so the learner finds it as they left it.
 */
export function unmaskLogin(login: string): string {
  if (isEmailLogin(login)) return login;
  const bare = normalizeLogin(login);
  return maskLogin(bare) === login ? bare : login;
}

/** spec 1 §5: the login or reset identifier is required, at most 254 characters. */
export function validateIdentifier(value: string): ValidationProblem[] {
  if (value.trim() === '') {
    return [
      {
        code: ERROR_CODES.REQUIRED_FIELD,
        message: VALIDATION_MESSAGES.loginRequired,
        field: 'login',
      },
    ];
  }
  if (value.length > LIMITS.identifierMaxLength) {
    return [
      {
        code: ERROR_CODES.TEXT_TOO_LONG,
        message: VALIDATION_MESSAGES.loginTooLong,
        field: 'login',
      },
    ];
  }
  return [];
}

export interface LoginForm {
  login: string;
  password: string;
}

/** The login panel: identifier rules and a password to send (spec 1 §5). */
export function validateLogin(form: LoginForm): ValidationProblem[] {
  const problems = validateIdentifier(form.login);
  if (form.password.trim() === '') {
    problems.push({
      code: ERROR_CODES.REQUIRED_FIELD,
      message: VALIDATION_MESSAGES.passwordRequired,
      field: 'password',
    });
  }
  return problems;
}

/** The login call's payload (spec 1 §7): normalised login, trimmed password. */
export const buildLoginPayload = (form: LoginForm): LoginForm => ({
  login: normalizeLogin(form.login),
  password: form.password.trim(),
});
