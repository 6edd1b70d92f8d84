import { shouldShowDailyCoinsModal } from '@decola/domain';
import { DailyCoinsLimitModal } from '@decola/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { statementMutation, statementQuery } from '../api/statement';

/**
 * spec 1 §2 and §4: the daily decoins limit modal, with confetti, when the limit is exceeded and
 * the learner has not accepted the message yet; accepting records it, so it never shows again.
 * Closing without accepting hides it for this visit only. A failed check shows nothing: the
 * message is a courtesy, not something to interrupt the page with.
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
