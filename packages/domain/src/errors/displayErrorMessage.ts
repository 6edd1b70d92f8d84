import { ERROR_MESSAGES } from '../messages/errorMessages';

const messageOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null || !('message' in value)) return undefined;
  return typeof value.message === 'string' && value.message !== '' ? value.message : undefined;
};

/**
 * What the API said: an answer body (`{ code, message }`) or the client's DecolaError. Any other
 * JavaScript error carries the code's own text (a chunk's URL, a bug's English), never the API's.
 */
export const isApiFailure = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (!(error instanceof Error) || error.name === 'DecolaError');

/** A validation list shows its first message; only the API's words reach the learner. */
export function displayErrorMessage(error: unknown, fallback?: string): string {
  const first = Array.isArray(error) ? messageOf(error[0]) : undefined;
  const own = isApiFailure(error) ? messageOf(error) : undefined;
  return first ?? own ?? (fallback || ERROR_MESSAGES.unexpected);
}
