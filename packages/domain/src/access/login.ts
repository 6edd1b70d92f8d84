import { LIMITS } from '../constants/limits';
import { maskCpf } from '../format/masks';
import { ERROR_CODES } from '../messages/errorCodes';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';
import { stripInvisibleMarks } from '../shared/text';
import type { ValidationProblem } from '../shared/validation';

/** A login with @ is an e-mail; without one it is a CPF. */
export const isEmailLogin = (login: string): boolean => login.includes('@');

/** What is sent — a CPF loses its dots and dashes; an e-mail is only trimmed. */
export function normalizeLogin(login: string): string {
  const value = stripInvisibleMarks(login).trim();
  return isEmailLogin(value) ? value : value.replace(/[.-]/g, '');
}

/** On blur a CPF shows masked; anything else stays as typed, so nothing is lost. */
export function maskLogin(login: string): string {
  if (isEmailLogin(login) || !/^[\d.\-\s]+$/.test(login)) return login;
  // More digits than a CPF has would be cut by the mask: shown as typed, the server says it is wrong.
  if (login.replace(/\D/g, '').length > LIMITS.cpfDigits) return login;
  return maskCpf(login);
}

/** On focus only what `maskLogin` added goes (`joao.silva` keeps its dot). */
export function unmaskLogin(login: string): string {
  if (isEmailLogin(login)) return login;
  const bare = normalizeLogin(login);
  return maskLogin(bare) === login ? bare : login;
}

// A CPF copied with its label: 'CPF: 529.982.247-25', 'cpf 52998224725'.
const LABELLED_CPF = /^(?:cpf\s?[:#-]?\s?)?([\d.\-\s]+)$/i;

/**
 * What a paste into 'CPF ou e-mail' puts in the field: a CPF copied with its label or spaces
 * becomes the bare CPF, before the field's length limit could cut it; anything else is kept, less
 * its invisible marks.
 */
export function cleanPastedLogin(pasted: string): string {
  const text = stripInvisibleMarks(pasted).trim();
  if (isEmailLogin(text) || text.length > LIMITS.identifierMaxLength) return text;
  const cpf = LABELLED_CPF.exec(text)?.[1]?.replace(/\D/g, '');
  return cpf?.length === LIMITS.cpfDigits ? cpf : text;
}

/** The login or reset identifier is required, at most 254 characters. */
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

export const buildLoginPayload = (form: LoginForm): LoginForm => ({
  login: normalizeLogin(form.login),
  password: form.password.trim(),
});
