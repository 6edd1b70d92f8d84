import { LIMITS } from '../constants/limits';
import { ERROR_CODES } from '../messages/errorCodes';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';
import type { ValidationProblem } from '../shared/validation';
import { isBlank, isNumericId } from '../shared/validation';

export interface RatingForm {
  stars: number;
  message?: string | null;
}

/** Stars above 0 and at most 5; below 4 a message, not blank, is required. */
export function validateRating({ stars, message }: RatingForm): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (!(stars > 0 && stars <= LIMITS.ratingMaxStars)) {
    problems.push({
      code: ERROR_CODES.INVALID_RATING,
      message: VALIDATION_MESSAGES.ratingStars,
      field: 'stars',
    });
  }
  if (!(stars >= LIMITS.ratingMessageRequiredBelow) && isBlank(message)) {
    problems.push({
      code: ERROR_CODES.INVALID_RATING,
      message: VALIDATION_MESSAGES.ratingMessage,
      field: 'message',
    });
  }
  return problems;
}

export interface DoubtForm {
  title: string;
  description: string;
}

/** The content screen's doubt form — title and description required. */
export function validateDoubtForm({ title, description }: DoubtForm): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (isBlank(title)) {
    problems.push({
      code: ERROR_CODES.INVALID_CONTENT_DOUBT,
      message: VALIDATION_MESSAGES.doubtTitle,
      field: 'title',
    });
  }
  if (isBlank(description)) {
    problems.push({
      code: ERROR_CODES.INVALID_CONTENT_DOUBT,
      message: VALIDATION_MESSAGES.doubtDescription,
      field: 'description',
    });
  }
  return problems;
}

export interface Doubt extends DoubtForm {
  courseId: unknown;
  contentId: unknown;
}

/** The data layer's doubt rules. */
export function validateDoubt({
  title,
  description,
  courseId,
  contentId,
}: Doubt): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  if (isBlank(title)) {
    problems.push({
      code: ERROR_CODES.EMPTY_FIELD,
      message: VALIDATION_MESSAGES.emptyTitle,
      field: 'title',
    });
  }
  if (isBlank(description)) {
    problems.push({
      code: ERROR_CODES.EMPTY_FIELD,
      message: VALIDATION_MESSAGES.emptyDescription,
      field: 'description',
    });
  }
  for (const [field, id] of [
    ['courseId', courseId],
    ['contentId', contentId],
  ] as const) {
    if (!isNumericId(id)) {
      problems.push({
        code: ERROR_CODES.INVALID_ID,
        message: VALIDATION_MESSAGES.invalidId,
        field,
      });
    }
  }
  return problems;
}

/** A note needs its text. */
export const validateNote = (text: string | null | undefined): ValidationProblem[] =>
  isBlank(text)
    ? [
        {
          code: ERROR_CODES.INVALID_CONTENT_ANNOTATION,
          message: VALIDATION_MESSAGES.annotationText,
          field: 'text',
        },
      ]
    : [];
