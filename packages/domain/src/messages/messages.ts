// The pt-BR texts of spec 1 and 2 §5 and §8, letter for letter (the others: docs/decisions.md).
// One module per group, so a chunk carries only the groups it uses.

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

/** For tools and tests only: code imports the group it uses. */
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
