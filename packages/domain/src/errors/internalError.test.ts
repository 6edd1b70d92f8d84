import { describe, expect, it } from 'vitest';
import { displayErrorMessage } from './displayErrorMessage';
import { INTERNAL_ERROR_CODES, InternalError, isInternalError } from './internalError';

describe('InternalError', () => {
  it('names the five internal errors of spec 2 §8', () => {
    expect(INTERNAL_ERROR_CODES).toEqual([
      'CONTENT_STATE_NOT_READY',
      'NO_CURRENT_CONTENT',
      'NO_CONTENT_PROVIDER',
      'NO_EXERCISE',
      'NO_CURRENT_QUESTION',
    ]);
  });

  it('carries its code and reaches the learner as the unexpected-error text', () => {
    for (const code of INTERNAL_ERROR_CODES) {
      const error = new InternalError(code);
      expect(error.code).toBe(code);
      expect(isInternalError(error)).toBe(true);
      expect(displayErrorMessage(error)).toBe('Ocorreu um erro inesperado.');
    }
    expect(isInternalError(new Error('NO_EXERCISE'))).toBe(false);
  });
});
