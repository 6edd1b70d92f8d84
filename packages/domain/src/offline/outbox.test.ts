import { describe, expect, it } from 'vitest';
import {
  accountKey,
  afterFailedAttempt,
  enqueueWrite,
  failureOutcome,
  foldLatest,
  foldProgress,
  foldScormValues,
  isExpiredItem,
  nextToSend,
  OUTBOX_RETENTION_MS,
  retryDelayMs,
  type OutboxItem,
} from './outbox';

const item = <P>(
  seq: number,
  overrides: Partial<OutboxItem<P>> & { payload: P },
): OutboxItem<P> => ({
  seq,
  account: 'a',
  kind: 'progress',
  target: 'course:1/content:2',
  createdAt: 0,
  attempts: 0,
  notBefore: 0,
  ...overrides,
});

describe('outbox: whose writes', () => {
  it('each account has its own opaque key, which names no user', () => {
    expect(accountKey(7)).toBe(accountKey('7'));
    expect(accountKey(7)).not.toBe(accountKey(8));
    expect(accountKey(7)).not.toContain('7');
    expect(accountKey(7)).toMatch(/^[0-9a-z]+$/);
  });

  it("sends only the signed-in account's writes, never another account's", () => {
    const queue = [
      item(1, { account: 'b', payload: 1 }),
      item(2, { account: 'a', payload: 2 }),
      item(3, { account: 'a', payload: 3 }),
    ];
    expect(nextToSend(queue, 'a', 0).item?.seq).toBe(2);
    expect(nextToSend(queue, 'b', 0).item?.seq).toBe(1);
    expect(nextToSend(queue, 'c', 0)).toEqual({ item: null, wakeAt: null });
  });
});

describe('outbox: order and retries', () => {
  it('sends in the order the writes were made, the first in line holding the others back', () => {
    const queue = [item(5, { payload: 'later' }), item(2, { payload: 'first', notBefore: 900 })];
    expect(nextToSend(queue, 'a', 100)).toEqual({ item: null, wakeAt: 900 });
    expect(nextToSend(queue, 'a', 900).item?.payload).toBe('first');
  });

  it('tries again after no answer, a time-out, too many requests or a server failure', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504])
      expect(failureOutcome(status)).toBe('retry');
  });

  it('holds the queue while the session is gone, for the same account to sign in again', () => {
    expect(failureOutcome(403)).toBe('hold');
    expect(failureOutcome(401)).toBe('hold');
  });

  it("stops on any other refusal: the server's message is its last word", () => {
    for (const status of [400, 404, 409, 422]) expect(failureOutcome(status)).toBe('refuse');
  });

  it('waits 2 s after the first failure, doubling up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(retryDelayMs(0)).toBe(2_000);
  });

  it('counts a failed attempt and sets when the next may go', () => {
    const failed = afterFailedAttempt(item(1, { payload: null, attempts: 2 }), 10_000);
    expect(failed).toMatchObject({ attempts: 3, notBefore: 18_000 });
  });

  it('drops a write the device kept for more than seven days', () => {
    expect(isExpiredItem({ createdAt: 0 }, OUTBOX_RETENTION_MS)).toBe(false);
    expect(isExpiredItem({ createdAt: 0 }, OUTBOX_RETENTION_MS + 1)).toBe(true);
  });
});

describe('outbox: writes that fold into one (dedup)', () => {
  const progress = (seq: number, seconds: number, speedRate = 1) =>
    item(seq, { payload: { body: { speedRate, seconds } } });

  it('progress saves of one content at one rate become one save of their seconds', () => {
    const queue = enqueueWrite([progress(1, 15)], progress(2, 14.5), foldProgress);
    expect(queue).toEqual([progress(1, 29.5)]);
    const unsaid = { body: { speedRate: 1 } };
    expect(foldProgress(unsaid, unsaid)).toEqual({ body: { speedRate: 1, seconds: 0 } });
  });

  it('a save at another rate, for another content or of another account waits on its own', () => {
    const other = { ...progress(3, 5), target: 'course:1/content:9' };
    const mine = [progress(1, 15)];
    expect(enqueueWrite(mine, progress(2, 10, 2), foldProgress)).toHaveLength(2);
    expect(enqueueWrite(mine, other, foldProgress)).toHaveLength(2);
    expect(enqueueWrite(mine, { ...progress(4, 1), account: 'b' }, foldProgress)).toHaveLength(2);
  });

  it('a write already on its way is never changed: the new one waits behind it', () => {
    const queue = enqueueWrite([progress(1, 15)], progress(2, 15), foldProgress, new Set([1]));
    expect(queue.map((entry) => entry.seq)).toEqual([1, 2]);
  });

  it('writes without folding (a note, a doubt, an answer) each wait in line', () => {
    const doubt = (seq: number) => item(seq, { kind: 'doubt', payload: { title: 'Andaimes' } });
    expect(enqueueWrite([doubt(1)], doubt(2), null)).toHaveLength(2);
  });

  it('a checkpoint replaces the one waiting: only where the learner is now matters', () => {
    type Payload = { body: { seconds: number } } | { text: string };
    const at = (seq: number, seconds: number) =>
      item<Payload>(seq, { kind: 'checkpoint', payload: { body: { seconds } } });
    const note = item<Payload>(0, { kind: 'note', payload: { text: 'NR-18' } });
    expect(enqueueWrite([note, at(1, 30)], at(2, 45), foldLatest)).toEqual([note, at(1, 45)]);
  });

  it("a SCORM package's values keep the newest value of each key", () => {
    const commit = (seq: number, values: [string, string][]) =>
      item(seq, {
        kind: 'scorm',
        payload: { body: { scormCheckpoints: values.map(([key, value]) => ({ key, value })) } },
      });
    const queue = enqueueWrite(
      [
        commit(1, [
          ['cmi.core.lesson_location', '2'],
          ['cmi.suspend_data', 'a'],
        ]),
      ],
      commit(2, [
        ['cmi.core.lesson_location', '4'],
        ['cmi.core.lesson_status', 'completed'],
      ]),
      foldScormValues,
    );
    expect(queue).toEqual([
      commit(1, [
        ['cmi.core.lesson_location', '4'],
        ['cmi.suspend_data', 'a'],
        ['cmi.core.lesson_status', 'completed'],
      ]),
    ]);
  });
});
