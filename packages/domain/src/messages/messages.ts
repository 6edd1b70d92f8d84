/**
 * The pt-BR texts of both error catalogues (spec 1 §8, spec 2 §8), the validation messages of §5
 * and the success, empty and confirmation texts, letter for letter. Texts the spec does not give
 * (marked "not in the spec") are recorded in docs/decisions.md.
 *
 * One module per group, so a chunk carries only the groups it uses; `MESSAGES` gathers them all
 * for tools and tests.
 */

import { EMPTY_MESSAGES } from './emptyMessages';
import { ERROR_MESSAGES } from './errorMessages';
import { PASSWORD_RULE_MESSAGES, PASSWORD_STRENGTH_LABELS } from './passwordTexts';
import {
  ACCESS_MESSAGES,
  CONFIRM_MESSAGES,
  COURSE_MESSAGES,
  DEFAULT_USER_NAME,
} from './screenTexts';
import { SUCCESS_MESSAGES } from './successMessages';
import { VALIDATION_MESSAGES } from './validationMessages';

export * from './emptyMessages';
export * from './errorCodes';
export * from './errorMessages';
export * from './passwordTexts';
export * from './screenTexts';
export * from './successMessages';
export * from './validationMessages';

/**
 * Every text above in one object, by group, for tools and tests. Code imports the group it uses
 * (ERROR_MESSAGES, VALIDATION_MESSAGES…), so a chunk carries only those texts.
 */
export const MESSAGES = {
  errors: ERROR_MESSAGES,
  validation: VALIDATION_MESSAGES,
  success: SUCCESS_MESSAGES,
  empty: EMPTY_MESSAGES,
  confirm: CONFIRM_MESSAGES,
  access: ACCESS_MESSAGES,
  course: COURSE_MESSAGES,
  passwordRules: PASSWORD_RULE_MESSAGES,
  passwordStrength: PASSWORD_STRENGTH_LABELS,
  defaultUserName: DEFAULT_USER_NAME,
} as const;
