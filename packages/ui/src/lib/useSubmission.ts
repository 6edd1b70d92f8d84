import { displayErrorMessage, isApiFailure } from '@decola/domain';
import { useCallback, useState } from 'react';

/**
 * The state of one submit: pending while the caller's promise runs, then the refusal's message
 * (the API's message, else 'Ocorreu um erro inesperado.', the detail logged). The form
 * keeps every value the learner typed, so only this message changes when the call fails.
 */
export function useSubmission() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (action: () => Promise<unknown> | unknown) => {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      if (!isApiFailure(caught)) console.error(displayErrorMessage(caught), caught);
      setError(displayErrorMessage(caught));
    } finally {
      setPending(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);

  return { pending, error, run, clearError };
}
