import { ERROR_CODES } from '../messages/errorCodes';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';
import { parseDayInput } from '../shared/dates';
import { LIMITS } from '../constants/limits';
import { cleanName, stripInvisibleMarks } from '../shared/text';
import type { ValidationProblem } from '../shared/validation';
import { boundedInteger, isBlank, isEmailAddress } from '../shared/validation';
import { isEmailLogin, normalizeLogin } from './login';

/** Identity data for recovery, as the form holds it. */
export interface RecoveryForm {
  email: string;
  name: string;
  birthDate: string;
  badgeCode: string;
  document: string;
  mothersName: string;
}

/** Identity data as the check call receives it. */
export interface IdentityPayload {
  email: string;
  name: string;
  birthDate: string;
  badgeCode: number | null;
  document: string;
  mothersName: string;
}

export type RecoveryMode = 'email' | 'identity';

const IDENTITY_FIELDS = ['name', 'birthDate', 'badgeCode', 'document', 'mothersName'] as const;

const IDENTITY_REQUIRED_MESSAGES: Record<(typeof IDENTITY_FIELDS)[number], string> = {
  name: VALIDATION_MESSAGES.nameRequired,
  birthDate: VALIDATION_MESSAGES.birthDateRequired,
  badgeCode: VALIDATION_MESSAGES.badgeCodeRequired,
  document: VALIDATION_MESSAGES.documentRequired,
  mothersName: VALIDATION_MESSAGES.mothersNameRequired,
};

const filledIdentityFields = (form: RecoveryForm) =>
  IDENTITY_FIELDS.filter((field) => !isBlank(cleanName(form[field])));

const BADGE_CODE = { min: 0, max: LIMITS.badgeCodeMax };

/** E-mail-only recovery when only the e-mail is filled; otherwise the identity check. */
export const recoveryMode = (form: RecoveryForm): RecoveryMode =>
  !isBlank(form.email) && filledIdentityFields(form).length === 0 ? 'email' : 'identity';

/** The e-mail or the full identity set, each required only when the other is missing. */
export function validateRecovery(form: RecoveryForm): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const hasEmail = !isBlank(form.email);
  if (hasEmail && !isEmailAddress(form.email)) {
    problems.push({
      code: ERROR_CODES.INVALID_EMAIL,
      message: VALIDATION_MESSAGES.emailInvalid,
      field: 'email',
    });
  }
  const identityComplete = filledIdentityFields(form).length === IDENTITY_FIELDS.length;
  if (!hasEmail && !identityComplete) {
    problems.push({
      code: ERROR_CODES.REQUIRED_FIELD,
      message: VALIDATION_MESSAGES.emailRequired,
      field: 'email',
    });
  }
  for (const field of IDENTITY_FIELDS) {
    if (!hasEmail && isBlank(cleanName(form[field]))) {
      problems.push({
        code: ERROR_CODES.REQUIRED_FIELD,
        message: IDENTITY_REQUIRED_MESSAGES[field],
        field,
      });
    }
  }
  if (!isBlank(form.birthDate) && parseDayInput(form.birthDate) === null) {
    problems.push({
      code: ERROR_CODES.INVALID_DATE,
      message: VALIDATION_MESSAGES.birthDateInvalid,
      field: 'birthDate',
    });
  }
  if (!isBlank(form.badgeCode) && !/^\d+$/.test(form.badgeCode.trim())) {
    problems.push({
      code: ERROR_CODES.INVALID_BADGE_CODE,
      message: VALIDATION_MESSAGES.badgeCodeInvalid,
      field: 'badgeCode',
    });
  } else if (!isBlank(form.badgeCode) && boundedInteger(form.badgeCode, BADGE_CODE) === null) {
    problems.push({
      code: ERROR_CODES.INVALID_BADGE_CODE,
      message: VALIDATION_MESSAGES.badgeCodeTooLarge,
      field: 'badgeCode',
    });
  }
  return problems;
}

export function normalizeIdentity(form: RecoveryForm): IdentityPayload {
  return {
    email: stripInvisibleMarks(form.email).trim(),
    name: cleanName(form.name),
    birthDate: parseDayInput(form.birthDate) ?? form.birthDate.trim(),
    badgeCode: boundedInteger(form.badgeCode, BADGE_CODE),
    document: form.document.replace(/[^a-zA-Z0-9]/g, ''),
    mothersName: cleanName(form.mothersName),
  };
}

/** An identifier with @ is recovered by e-mail, otherwise by CPF. */
export function recoveryRequest(
  identifier: string,
): { by: 'email'; email: string } | { by: 'document'; document: string } {
  return isEmailLogin(identifier)
    ? { by: 'email', email: stripInvisibleMarks(identifier).trim() }
    : { by: 'document', document: normalizeLogin(identifier) };
}

/** A recoveryType 'data' answer asks for the identity form; otherwise the e-mail went. */
export const recoveryNextStep = (
  recoveryType: string | null | undefined,
): 'identity' | 'emailSent' => (recoveryType === 'data' ? 'identity' : 'emailSent');
