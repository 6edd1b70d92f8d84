import { ERROR_MESSAGES } from '../messages/errorMessages';

const messageOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null || !('message' in value)) return undefined;
  return typeof value.message === 'string' && value.message !== '' ? value.message : undefined;
};

/**
 * spec 1 §8: the toast text of an error — the first message of a validation-error list, else the
 * error's own message, else the given fallback, else 'Ocorreu um erro inesperado.'.
 */
export function displayErrorMessage(error: unknown, fallback?: string): string {
  const first = Array.isArray(error) ? messageOf(error[0]) : undefined;
  return first ?? messageOf(error) ?? (fallback || ERROR_MESSAGES.unexpected);
}
