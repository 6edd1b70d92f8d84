import { LIMITS } from '../constants/limits';
import { ERROR_CODES } from '../messages/errorCodes';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';
import type { ValidationProblem } from '../shared/validation';
import { isBlank } from '../shared/validation';

export interface SuggestionForm {
  title: string;
  description: string;
}

/** It leaves the empty-field texts to the server, so the data layer's are used. */
export function validateSuggestion({ title, description }: SuggestionForm): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (isBlank(title)) {
    problems.push({
      code: ERROR_CODES.EMPTY_FIELD,
      message: VALIDATION_MESSAGES.emptyTitle,
      field: 'title',
    });
  } else if (title.length > LIMITS.suggestionTitleMaxLength) {
    problems.push({
      code: ERROR_CODES.TEXT_TOO_LONG,
      message: VALIDATION_MESSAGES.suggestionTitleTooLong,
      field: 'title',
    });
  }
  if (isBlank(description)) {
    problems.push({
      code: ERROR_CODES.EMPTY_FIELD,
      message: VALIDATION_MESSAGES.emptyDescription,
      field: 'description',
    });
  } else if (description.length > LIMITS.suggestionDescriptionMaxLength) {
    problems.push({
      code: ERROR_CODES.TEXT_TOO_LONG,
      message: VALIDATION_MESSAGES.suggestionDescriptionTooLong,
      field: 'description',
    });
  }
  return problems;
}
