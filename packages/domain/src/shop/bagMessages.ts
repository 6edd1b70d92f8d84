import { ERROR_MESSAGES } from '../messages/errorMessages';

/** Not in the spec: the text when a product would take the balance below zero. */
export const BAG_MESSAGES = {
  insufficientBalance: 'Saldo insuficiente',
  // A bag storage failure is UNEXPECTED_ERROR.
  storageFailed: ERROR_MESSAGES.unexpected,
} as const;
