import { useState, useSyncExternalStore } from 'react';
import type { OutboxEntry } from './deviceStore';
import { outbox } from './index';

const subscribe = (listener: () => void) => outbox.subscribe(listener);
const current = () => outbox.current();

/** Whether a write the screen names waits on the device (an answer to this page, say). */
export function useIsWaiting(matches: (entry: OutboxEntry) => boolean): boolean {
  return useSyncExternalStore(subscribe, current).waiting.some(matches);
}

/**
 * Whether writes of these kinds about `target` wait on the device, and when the last of them went
 * — only once this screen saw them waiting: a write sent at once needs no word.
 */
export function useOutboxNotice(kinds: readonly string[], target: string) {
  const snapshot = useSyncExternalStore(subscribe, current);
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
