import { remainingSeconds } from '@decola/domain';
import { useEffect, useState } from 'react';

/**
 * The time left is `createdAt + maximumTime − now`, read again every second (not
 * counted down), so a reload or a second tab shows the same; null when untimed or not loaded.
 */
export function useSecondsLeft(
  questionnaire: { createdAt: string; maximumTime: number; finishedAt?: string | null } | undefined,
): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = questionnaire === undefined ? null : remainingSeconds(questionnaire, new Date(now));
  const running = left !== null && left > 0 && !questionnaire?.finishedAt;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
