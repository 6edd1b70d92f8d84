/**
 * The rules of the queue that keeps a learner's writes on the device until the server has them:
 * which failure is worth trying again, how long to wait, which writes fold into one, and whose
 * writes may be sent. Pure: the app keeps the queue (IndexedDB) and sends it.
 */

/** One write waiting on the device, in the order the learner made it (`seq`). */
export interface OutboxItem<Payload = unknown> {
  seq: number;
  /** The opaque key of the account that made it (`accountKey`): sent only while it is signed in. */
  account: string;
  kind: string;
  /** What the write is about (a content, a note, a question): writes fold only on one target. */
  target: string;
  payload: Payload;
  createdAt: number;
  attempts: number;
  /** Not sent again before this time (a backoff after a failure). */
  notBefore: number;
}

/** How a new write meets one of its kind already waiting for the same target. */
export type Folding<Payload> = (waiting: Payload, incoming: Payload) => Payload | null;

// FNV-1a: a key that names no user, yet each account of one browser has its own.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The key under which the device keeps one account's writes, drafts and pages. */
export const accountKey = (userId: number | string): string =>
  fnv1a(`decola-account|${userId}`).toString(36);

/**
 * What a failed send means for the write: no answer, a time-out, too many requests and a server
 * failure are worth trying again; an expired session holds the queue until the same account signs
 * in again; any other refusal is the server's last word, shown with its message.
 */
export type FailureOutcome = 'retry' | 'hold' | 'refuse';

export function failureOutcome(status: number): FailureOutcome {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 401 || status === 403) return 'hold';
  return 'refuse';
}

export const OUTBOX_FIRST_RETRY_MS = 2_000;
export const OUTBOX_MAX_RETRY_MS = 60_000;

/** 2 s after the first failure, doubling, never more than a minute apart. */
export function retryDelayMs(attempts: number): number {
  const doubled = OUTBOX_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
  return Math.min(OUTBOX_MAX_RETRY_MS, doubled);
}

/** A failed attempt: counted, and the next one waits its backoff. */
export function afterFailedAttempt<P>(item: OutboxItem<P>, now: number): OutboxItem<P> {
  const attempts = item.attempts + 1;
  return { ...item, attempts, notBefore: now + retryDelayMs(attempts) };
}

/** Seven days: a write older than that is dropped from the device, sent or not. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60_000;

export const isExpiredItem = (item: Pick<OutboxItem, 'createdAt'>, now: number): boolean =>
  now - item.createdAt > OUTBOX_RETENTION_MS;

/**
 * The queue with a new write: folded into the newest waiting write of its kind and target when
 * the folding allows (and that one is not on its way), else last in line.
 */
export function enqueueWrite<P>(
  queue: readonly OutboxItem<P>[],
  incoming: OutboxItem<P>,
  fold: Folding<P> | null,
  onItsWay: ReadonlySet<number> = new Set(),
): OutboxItem<P>[] {
  const index = fold
    ? queue.findLastIndex(
        (item) =>
          item.account === incoming.account &&
          item.kind === incoming.kind &&
          item.target === incoming.target,
      )
    : -1;
  const waiting = index >= 0 && !onItsWay.has(queue[index]!.seq) ? queue[index]! : null;
  const folded = waiting && fold ? fold(waiting.payload, incoming.payload) : null;
  if (waiting && folded !== null) {
    return queue.map((item, at) => (at === index ? { ...waiting, payload: folded } : item));
  }
  return [...queue, incoming];
}

/** The next write of the account to send: the first in line, once its backoff is over. */
export function nextToSend<P>(
  queue: readonly OutboxItem<P>[],
  account: string,
  now: number,
): { item: OutboxItem<P> | null; wakeAt: number | null } {
  const first = queue
    .filter((item) => item.account === account)
    .reduce<OutboxItem<P> | null>((min, item) => (min && min.seq < item.seq ? min : item), null);
  if (!first) return { item: null, wakeAt: null };
  return first.notBefore <= now
    ? { item: first, wakeAt: null }
    : { item: null, wakeAt: first.notBefore };
}

/** Progress is a sum of seconds: two saves at one rate are one save of both. */
export function foldProgress<P extends { body: { speedRate: number; seconds?: number } }>(
  waiting: P,
  incoming: P,
): P | null {
  if (waiting.body.speedRate !== incoming.body.speedRate) return null;
  const seconds = (waiting.body.seconds ?? 0) + (incoming.body.seconds ?? 0);
  return { ...incoming, body: { ...incoming.body, seconds: Math.round(seconds * 1000) / 1000 } };
}

/** Where the learner is, a note's text: the newest replaces what waited. */
export const foldLatest = <P>(_waiting: P, incoming: P): P => incoming;

type ScormPayload = { body: { scormCheckpoints: { key: string; value: string }[] } };

/** A SCORM package's values: each key keeps its newest value, in the order first set. */
export function foldScormValues<P extends ScormPayload>(waiting: P, incoming: P): P {
  const values = new Map(waiting.body.scormCheckpoints.map(({ key, value }) => [key, value]));
  for (const { key, value } of incoming.body.scormCheckpoints) values.set(key, value);
  return {
    ...incoming,
    body: {
      ...incoming.body,
      scormCheckpoints: [...values].map(([key, value]) => ({ key, value })),
    },
  };
}
