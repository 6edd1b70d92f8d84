import { errorMessage } from '@decola/api-client';
import { queryClient } from '../../app/queryClient';
import { waitingWrites } from '../../app/waitingWrites';
import { announce } from '../../session/notices';
import { indexedDbStore, memoryStore } from './deviceStore';
import { Outbox, type Delivery } from './outbox';
import { changedBy, contentTarget, exerciseTarget, writeKinds, type WriteKinds } from './writes';

export type { Delivery } from './outbox';
export type { OutboxEntry } from './deviceStore';

const kinds = writeKinds(queryClient);

/** The tab's one outbox: every write a learner makes on a content goes through it. */
export const outbox = new Outbox({
  store: typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(),
  kinds: kinds as never,
  now: () => Date.now(),
  isOnline: () => navigator.onLine,
  schedule: (wake, ms) => {
    const timer = setTimeout(wake, ms);
    return () => clearTimeout(timer);
  },
});

window.addEventListener('online', () => outbox.wake());
// The tab is hidden (often the last moment a phone gives) or goes away: what waits goes now.
window.addEventListener('pagehide', () => outbox.leave({ gone: true }));
window.addEventListener('pageshow', () => outbox.shown());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') outbox.leave();
});

outbox.subscribe(() => waitingWrites.set(outbox.current().waiting.length));

outbox.onDelivered((entry) => {
  for (const queryKey of changedBy(entry.kind, entry.payload))
    void queryClient.invalidateQueries({ queryKey });
});
// A refusal no screen waited for (it was sent later) is said here, with the server's message.
outbox.onRefused((_entry, error, heard) => {
  if (!heard) announce({ tone: 'danger', message: errorMessage(error) });
});

type PayloadOf<K extends keyof WriteKinds> = Parameters<WriteKinds[K]['send']>[0];

/**
 * A learner's write through the outbox: sent now when it can be, else kept on the device until the
 * connection returns. `leaving`: the page is going away (keepalive).
 */
export function sendWrite<K extends keyof WriteKinds>(
  kind: K,
  payload: PayloadOf<K>,
  options?: { leaving?: boolean },
): Promise<Delivery> {
  const target =
    kind === 'updateNote'
      ? `note:${(payload as { body: { id: number } }).body.id}`
      : kind === 'answerExercise'
        ? exerciseTarget((payload as PayloadOf<'answerExercise'>).id)
        : contentTarget(payload as PayloadOf<'progress'>);
  return outbox.write(kind, target, payload, options);
}
