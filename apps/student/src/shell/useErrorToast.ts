import { errorMessage } from '@decola/api-client';
import { useToast } from '@decola/ui';
import { useCallback } from 'react';

/**
 * spec 1 §8 "Display of an error": a failed call reaches the learner as a toast with the first
 * validation message, else the error's own, else 'Ocorreu um erro inesperado.'. The shared handler
 * of the dashboard's loads and of the shell's actions.
 */
export function useErrorToast(): (error: unknown) => void {
  const toast = useToast();
  return useCallback((error: unknown) => toast.show('danger', errorMessage(error)), [toast]);
}
