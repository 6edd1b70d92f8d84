import { ErrorCode } from './catalogue.js';
import type { ValidationIssue } from './errors.js';
import { DecolaError, sessionExpiredError, unexpectedError } from './errors.js';

/** In the catalogue's order: 403 first, anything unknown is unexpected. */
export function failureFromResponse(status: number, body: unknown): DecolaError {
  if (status === 403) return sessionExpiredError();

  if (Array.isArray(body)) {
    const validation = body.filter(isValidationIssue);
    const [first] = validation;
    if (!first || validation.length !== body.length) return unexpectedError(status, body);
    return new DecolaError({ code: first.code, message: first.message, status, validation });
  }

  if (!isRecord(body) || typeof body.message !== 'string' || body.message === '') {
    return unexpectedError(status, body);
  }
  const { code, message } = body;

  if (typeof code === 'string' && code !== '') {
    if (code === ErrorCode.UNEXPECTED_ERROR) return unexpectedError(status);
    return new DecolaError({ code, message, status });
  }

  // The contract's generic error: a message, its cause and a numeric code that defaults to 0.
  if (code === undefined || typeof code === 'number') {
    return new DecolaError({ code: code ?? 0, message, status, cause: body.cause });
  }
  return unexpectedError(status, body);
}

/** The body of a failed answer, read from a clone so the response stays readable for others. */
export async function readFailureBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isValidationIssue(value: unknown): value is ValidationIssue {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    value.message !== '' &&
    (value.field === undefined || typeof value.field === 'string')
  );
}
