import { LIMITS } from '../constants/limits';
import { ERROR_CODES } from '../messages/errorCodes';
import { ERROR_MESSAGES } from '../messages/errorMessages';
import { PASSWORD_RULE_MESSAGES } from '../messages/passwordTexts';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';
import type { ValidationProblem } from '../shared/validation';
import { templateConfig } from '../templates/templateConfig';
import type { PasswordRule, Template } from '../templates/templateConfig';

export interface PasswordRuleResult {
  rule: PasswordRule;
  /** The hint line of the rule, as the register screen lists it. */
  label: string;
  met: boolean;
}

/** The special characters the register pattern accepts. */
const SPECIAL = /[!@#$%^&*]/;

const RULE_CHECKS: Record<PasswordRule, (password: string) => boolean> = {
  minLength: (password) => password.length >= LIMITS.passwordMinLength,
  lowercase: (password) => /[a-z]/.test(password),
  uppercase: (password) => /[A-Z]/.test(password),
  number: (password) => /\d/.test(password),
  special: (password) => SPECIAL.test(password),
  noWhitespace: (password) => !/\s/.test(password),
};

/** Password and confirmation are trimmed, so the rules judge what is sent. */
export const normalizePassword = (password: string): string => password.trim();

/** Each register rule of the template, met or not, for the hint UI. */
export function passwordRuleResults(password: string, template: Template): PasswordRuleResult[] {
  const value = normalizePassword(password);
  return templateConfig(template).passwordRules.map((rule) => ({
    rule,
    label: PASSWORD_RULE_MESSAGES[rule],
    met: RULE_CHECKS[rule](value),
  }));
}

/** The full register pattern of the template; also when the strength check may run. */
export const isPasswordValid = (password: string, template: Template): boolean =>
  passwordRuleResults(password, template).every((result) => result.met);

/** The reset and first-access pattern, distinct from the register rules. */
export function newPasswordProblems(password: string): ValidationProblem[] {
  const value = normalizePassword(password);
  const missing: string[] = [];
  const validation = VALIDATION_MESSAGES;
  if (value.length < LIMITS.passwordMinLength) missing.push(validation.newPasswordMinLength);
  if (!/[a-z]/.test(value)) missing.push(validation.newPasswordLowercase);
  if (!/[A-Z]/.test(value)) missing.push(validation.newPasswordUppercase);
  if (!/\d/.test(value) && !SPECIAL.test(value)) missing.push(validation.newPasswordDigitOrSpecial);
  return missing.map((message) => ({
    code: ERROR_CODES.INVALID_PASSWORD,
    message,
    field: 'password',
  }));
}

export const isNewPasswordValid = (password: string): boolean =>
  newPasswordProblems(password).length === 0;

export interface NewPasswordForm {
  password: string;
  confirmation: string;
  acceptedTerms: boolean;
}

/** The new-password screen (reset or first access): pattern, confirmation and terms. */
export function validateNewPasswordForm(form: NewPasswordForm): ValidationProblem[] {
  const problems = newPasswordProblems(form.password);
  const confirmation = normalizePassword(form.confirmation);
  if (confirmation === '') {
    problems.push({
      code: ERROR_CODES.REQUIRED_FIELD,
      message: VALIDATION_MESSAGES.passwordConfirmationRequired,
      field: 'confirmation',
    });
  } else if (confirmation !== normalizePassword(form.password)) {
    problems.push({
      code: ERROR_CODES.PASSWORD_MISMATCH,
      message: VALIDATION_MESSAGES.passwordMismatch,
      field: 'confirmation',
    });
  }
  if (!form.acceptedTerms) {
    problems.push({
      code: ERROR_CODES.TERMS_NOT_ACCEPTED,
      message: ERROR_MESSAGES.termsNotAccepted,
      field: 'acceptedTerms',
    });
  }
  return problems;
}
