import { useToast } from '@decola/ui';
import { useEffect } from 'react';
import { onNotice } from './notices';

/** Shows the notices raised outside React as the portal's toasts. */
export function NoticeToaster() {
  const toast = useToast();
  useEffect(() => onNotice(({ kind, message }) => toast[kind](message)), [toast]);
  return null;
}
