import { displayErrorMessage, isApiFailure, type ValidationProblem } from '@decola/domain';

const isProblem = (value: unknown): value is ValidationProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { message?: unknown }).message === 'string';

/** The data layer answers every problem at once, as a list or in a failure's `validation`. */
export function serverProblems(error: unknown): ValidationProblem[] {
  if (Array.isArray(error)) return error.filter(isProblem);
  const validation = isApiFailure(error)
    ? (error as { validation?: unknown }).validation
    : undefined;
  return Array.isArray(validation) ? validation.filter(isProblem) : [];
}

/** The problems of the form's own fields at their fields; the rest (an id, a failure) above it. */
export function splitProblems(error: unknown, fields: readonly string[]) {
  const problems = serverProblems(error);
  const atFields = problems.filter((problem) => problem.field && fields.includes(problem.field));
  const others = problems.filter((problem) => !atFields.includes(problem));
  const formError =
    problems.length === 0
      ? displayErrorMessage(error)
      : others.map((problem) => problem.message).join(' ') || null;
  return { atFields, formError };
}
