import { ErrorCode, ErrorMessage } from './catalogue.js';

/** One item of a validation-error list (validation errors carry a message and a code). */
export interface ValidationIssue {
  code: string;
  message: string;
  field?: string;
}

export interface DecolaErrorInit {
  /** A catalogue code, the server's own code, or a generic error's numeric code (default 0). */
  code: string | number;
  message: string;
  /** The HTTP status, or 0 when no response arrived. */
  status: number;
  validation?: ValidationIssue[];
  cause?: unknown;
}

/** Every failed call of the client, normalised per the error catalogues. */
export class DecolaError extends Error {
  override readonly name = 'DecolaError';
  readonly code: string | number;
  readonly status: number;
  readonly validation?: ValidationIssue[];

  constructor({ code, message, status, validation, cause }: DecolaErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.status = status;
    if (validation) this.validation = validation;
  }
}

export function isDecolaError(error: unknown): error is DecolaError {
  return error instanceof DecolaError;
}

/** HTTP 403. */
export function sessionExpiredError(): DecolaError {
  return new DecolaError({
    code: ErrorCode.ACCESS_SESSION_EXPIRED,
    message: ErrorMessage.sessionExpired,
    status: 403,
  });
}

/** No response. */
export function connectionError(cause: unknown): DecolaError {
  return new DecolaError({
    code: ErrorCode.UNEXPECTED_ERROR,
    message: ErrorMessage.connection,
    status: 0,
    cause,
  });
}

/** A body without code and message, or code UNEXPECTED_ERROR. */
export function unexpectedError(status: number, cause?: unknown): DecolaError {
  return new DecolaError({
    code: ErrorCode.UNEXPECTED_ERROR,
    message: ErrorMessage.unexpected,
    status,
    cause,
  });
}

/**
 * A validation list shows its first message. Only the API speaks
 * to the learner: a JavaScript error's own text (a chunk's URL, a bug's English) is never shown.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof Error && !isDecolaError(error)) {
    reportUnexpected(error);
    return fallback || ErrorMessage.unexpected;
  }
  const failure = typeof error === 'object' && error !== null ? error : {};
  const validation = 'validation' in failure ? failure.validation : undefined;
  const firstIssue: unknown = Array.isArray(validation) ? validation[0] : undefined;
  const candidates = [messageOf(firstIssue), messageOf(failure), fallback];
  return candidates.find((text) => text !== undefined && text !== '') ?? ErrorMessage.unexpected;
}

// An error shown on every render is logged once, with the detail the learner does not see.
const reported = new WeakSet<Error>();

function reportUnexpected(error: Error): void {
  if (reported.has(error)) return;
  reported.add(error);
  console.error(ErrorMessage.unexpected, error);
}

function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('message' in value)) return undefined;
  return typeof value.message === 'string' ? value.message : undefined;
}
