import { shouldShowDailyCoinsModal } from '@decola/domain';
import { DailyCoinsLimitModal } from '@decola/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { statementMutation, statementQuery } from '../api/statement';

/**
 * Closing without accepting hides it for this visit only; a failed check shows
 * nothing: the message is a courtesy, not an interruption.
 */
export function DailyCoinsLimit() {
  const limit = useQuery(statementQuery.dailyDecoinsLimit());
  const accept = useMutation(statementMutation.acceptDailyDecoinsLimitMessage());
  const [dismissed, setDismissed] = useState(false);
  return (
    <DailyCoinsLimitModal
      open={!dismissed && shouldShowDailyCoinsModal(limit.data)}
      onAccept={() => accept.mutateAsync()}
      onClose={() => setDismissed(true)}
    />
  );
}
