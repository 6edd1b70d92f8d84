import { errorMessage } from '@decola/api-client';
import { useToast } from '@decola/ui';
import { useCallback } from 'react';

export function useErrorToast(): (error: unknown) => void {
  const toast = useToast();
  return useCallback((error: unknown) => toast.show('danger', errorMessage(error)), [toast]);
}
