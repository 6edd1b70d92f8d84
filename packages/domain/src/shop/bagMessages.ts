import { ERROR_MESSAGES } from '../messages/errorMessages';

/** Not in the spec: the text when a product would take the balance below zero (issue 19). */
export const BAG_MESSAGES = {
  insufficientBalance: 'Saldo insuficiente',
  // spec 2 §8: a bag storage failure is UNEXPECTED_ERROR.
  storageFailed: ERROR_MESSAGES.unexpected,
} as const;
