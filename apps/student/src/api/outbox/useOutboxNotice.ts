import { useState, useSyncExternalStore } from 'react';
import { outbox } from './index';

/**
 * Whether writes of these kinds about `target` wait on the device, and when the last of them went
 * — only once this screen saw them waiting: a write sent at once needs no word.
 */
export function useOutboxNotice(kinds: readonly string[], target: string) {
  const snapshot = useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.current(),
  );
  const waiting = snapshot.waiting.some(
    (entry) => entry.target === target && kinds.includes(entry.kind),
  );
  // Adjusted while rendering (React's pattern for state that follows a value): the moment a
  // waiting write is gone, it went.
  const [seen, setSeen] = useState<{ waiting: boolean; sentAt: Date | null }>({
    waiting,
    sentAt: null,
  });
  if (seen.waiting !== waiting)
    setSeen({
      waiting,
      sentAt: waiting ? null : snapshot.lastSentAt === null ? null : new Date(snapshot.lastSentAt),
    });
  const sentAt = seen.sentAt;
  return { waiting, sentAt };
}
