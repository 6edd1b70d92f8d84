import { MESSAGES, type ValidationProblem } from '@decola/domain';
import { HttpResponse } from 'msw';

/** The error object of both catalogues: `{ code, message }`. */
export function fail(
  status: number,
  code: string,
  message: string,
): HttpResponse<{ code: string; message: string }> {
  return HttpResponse.json({ code, message }, { status });
}

/** HTTP 403 is read as ACCESS_SESSION_EXPIRED, 'Faça seu login novamente.'. */
export function sessionExpired() {
  return fail(403, 'ACCESS_SESSION_EXPIRED', MESSAGES.errors.sessionExpired);
}

export function notFound(message = 'Não encontrado.') {
  return fail(404, 'NOT_FOUND', message);
}

/** Event contents have no ratings, doubts or likes. */
export function notImplemented() {
  return fail(501, 'NOT_IMPLEMENTED', MESSAGES.errors.notImplemented);
}

type ValidationErrorItem = { code: string; message: string; field?: string };

/** A validation-error list: every problem of the request at once; the client shows the first. */
export function invalid(
  problems: readonly ValidationProblem[],
): HttpResponse<ValidationErrorItem[]> {
  const items: ValidationErrorItem[] = problems.map(({ code, message, field }) =>
    field ? { code, message, field } : { code, message },
  );
  return HttpResponse.json(items, { status: 400 });
}
