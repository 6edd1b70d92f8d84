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
  (typeof value === 'string' && /^\d+$/.test(value));

// Deliberately loose: one @, something on both sides and a dot in the domain. The server decides.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
