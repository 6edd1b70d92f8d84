import { ERROR_CODES } from '../messages/errorCodes';

/** The internal errors of the viewer's and the questionnaire's state. */
export const INTERNAL_ERROR_CODES = [
  ERROR_CODES.CONTENT_STATE_NOT_READY,
  ERROR_CODES.NO_CURRENT_CONTENT,
  ERROR_CODES.NO_CONTENT_PROVIDER,
  ERROR_CODES.NO_EXERCISE,
  ERROR_CODES.NO_CURRENT_QUESTION,
] as const;
export type InternalErrorCode = (typeof INTERNAL_ERROR_CODES)[number];

/**
 * A state the screen should never reach. Not an API failure, so `displayErrorMessage` shows it as
 * 'Ocorreu um erro inesperado.' while its code stays in the log.
 */
export class InternalError extends Error {
  readonly code: InternalErrorCode;

  constructor(code: InternalErrorCode) {
    super(code);
    this.name = 'InternalError';
    this.code = code;
  }
}

export const isInternalError = (error: unknown): error is InternalError =>
  error instanceof InternalError;
