import { LIMITS } from '../constants/limits';
import { ERROR_CODES } from '../messages/errorCodes';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';
import type { ValidationProblem } from '../shared/validation';

export interface ImageFileInfo {
  name: string;
  /** Bytes. */
  size: number;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export function validateImageFile(file: ImageFileInfo | null | undefined): ValidationProblem[] {
  if (!file) return [];
  const problems: ValidationProblem[] = [];
  if (!(LIMITS.imageExtensions as readonly string[]).includes(extensionOf(file.name))) {
    problems.push({ code: ERROR_CODES.INVALID_IMAGE_TYPE, message: VALIDATION_MESSAGES.imageType });
  }
  if (file.size > LIMITS.imageMaxBytes) {
    problems.push({
      code: ERROR_CODES.IMAGE_TOO_LARGE,
      message: VALIDATION_MESSAGES.imageTooLarge,
    });
  }
  return problems;
}

/** The file input's accept attribute for the same extensions. */
export const IMAGE_ACCEPT = LIMITS.imageExtensions.map((extension) => `.${extension}`).join(',');
