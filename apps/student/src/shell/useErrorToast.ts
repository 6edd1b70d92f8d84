import { errorMessage } from '@decola/api-client';
import { useToast } from '@decola/ui';
import { useCallback } from 'react';

/** spec 1 §8 "Display of an error". */
export function useErrorToast(): (error: unknown) => void {
  const toast = useToast();
  return useCallback((error: unknown) => toast.show('danger', errorMessage(error)), [toast]);
}
