import { LIMITS } from '../constants/limits';
import type { ErrorCode } from '../messages/errorCodes';

/** One problem found by a validator. `field` names the form field when there is one. */
export interface ValidationProblem {
  code: ErrorCode | (string & {});
  message: string;
  field?: string;
}

export const isBlank = (value: string | null | undefined): boolean =>
  value == null || value.trim() === '';

/** A numeric id: a non-negative integer, or a string of digits as route params arrive. */
export const isNumericId = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
  (typeof value === 'string' && /^\d+$/.test(value) && Number.isSafeInteger(Number(value)));

/**
 * A whole number typed in a field, within [min, max]; null when empty, not a whole number, or out
 * of bounds — '1e21' and 20 nines parse as numbers but are no address number or badge code.
 */
export function boundedInteger(
  value: string | number | null | undefined,
  { min, max }: { min: number; max: number },
): number | null {
  if (value == null) return null;
  const text = String(value).trim();
  if (!/^-?\d{1,16}$/.test(text)) return null;
  const number = Number(text);
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : null;
}

// Deliberately loose: one @, something on both sides and a dot in the domain. The server decides.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The length is checked first: the pattern backtracks, and 40,000 characters took it 2 s. */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= LIMITS.emailMaxLength && EMAIL_PATTERN.test(email);
}
