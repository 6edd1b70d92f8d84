import { ERROR_MESSAGES } from '../messages/errorMessages';

const messageOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null || !('message' in value)) return undefined;
  return typeof value.message === 'string' && value.message !== '' ? value.message : undefined;
};

/** spec 1 §8: a validation list shows its first message. */
export function displayErrorMessage(error: unknown, fallback?: string): string {
  const first = Array.isArray(error) ? messageOf(error[0]) : undefined;
  return first ?? messageOf(error) ?? (fallback || ERROR_MESSAGES.unexpected);
}
