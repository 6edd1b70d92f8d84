import { useToast } from '@decola/ui';
import { useEffect } from 'react';
import { onNotice } from './notices';

/** Shows the notices raised outside React as the portal's toasts. */
export function NoticeToaster() {
  const toast = useToast();
  useEffect(() => onNotice(({ tone, message }) => toast.show(tone, message)), [toast]);
  return null;
}
