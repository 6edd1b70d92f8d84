import { DecolaError } from '@decola/api-client';
import { foldProgress } from '@decola/domain';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore, type OutboxEntry } from './deviceStore';
import { Outbox, type WriteKind } from './outbox';

const failure = (status: number, message = 'Ocorreu um erro inesperado.') =>
  new DecolaError({ code: status ? 'SERVER' : 'UNEXPECTED_ERROR', message, status });

/** An outbox over a memory store, a clock the test moves and a server the test answers for. */
function setUp(entries: OutboxEntry[] = []) {
  let now = 1_000;
  let online = true;
  const wakes: { at: number; wake: () => void }[] = [];
  const sent: { kind: string; payload: unknown; keepalive: boolean }[] = [];
  const answers: (() => unknown)[] = [];
  const server = (kind: string): WriteKind<never> => ({
    send: (payload: never, keepalive: boolean) => {
      sent.push({ kind, payload, keepalive });
      const answer = answers.shift();
      return Promise.resolve().then(() => (answer ? answer() : { ok: kind }));
    },
    fold: null,
  });
  const notes: string[] = [];
  const store = memoryStore(entries);
  const outbox = new Outbox({
    store,
    kinds: {
      note: {
        ...server('note'),
        arrived: (payload: never) =>
          Promise.resolve(notes.includes((payload as { text: string }).text)),
      },
      doubt: server('doubt'),
      progress: { ...server('progress'), fold: foldProgress as never },
    },
    now: () => now,
    isOnline: () => online,
    schedule: (wake, ms) => {
      wakes.push({ at: now + ms, wake });
      return () => undefined;
    },
  });
  return {
    outbox,
    store,
    sent,
    notes,
    /** The next sends answer this way, in order. */
    answer: (...next: (() => unknown)[]) => answers.push(...next),
    goOffline: () => (online = false),
    goOnline: () => (online = true),
    /** The clock moves on and every wake due runs. */
    advance: async (ms: number) => {
      now += ms;
      const due = wakes.filter((wake) => wake.at <= now);
      wakes.splice(0, wakes.length, ...wakes.filter((wake) => wake.at > now));
      for (const wake of due) wake.wake();
      await vi.waitFor(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    lastWakeIn: () => (wakes.at(-1)?.at ?? now) - now,
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}

describe('the outbox of a learner’s writes', () => {
  it('sends at once when it can, and answers with what the server said', async () => {
    const { outbox, sent, store } = setUp();
    await outbox.open('a');
    await expect(outbox.write('doubt', 'c:1', { title: 'Andaimes' })).resolves.toEqual({
      state: 'sent',
      answer: { ok: 'doubt' },
    });
    expect(sent).toEqual([{ kind: 'doubt', payload: { title: 'Andaimes' }, keepalive: false }]);
    expect(store.entries()).toEqual([]);
  });

  it('offline, keeps the write on the device and sends it, in order, when the browser is online again', async () => {
    const test = setUp();
    await test.outbox.open('a');
    test.goOffline();
    await expect(test.outbox.write('doubt', 'c:1', { n: 1 })).resolves.toEqual({
      state: 'waiting',
    });
    await expect(test.outbox.write('note', 'c:1', { text: 'NR-18' })).resolves.toEqual({
      state: 'waiting',
    });
    expect(test.store.entries().map((entry) => entry.kind)).toEqual(['doubt', 'note']);
    expect(test.outbox.current().waiting).toHaveLength(2);
    expect(test.sent).toEqual([]);

    test.goOnline();
    test.outbox.wake();
    await vi.waitFor(() => expect(test.sent.map((send) => send.kind)).toEqual(['doubt', 'note']));
    await vi.waitFor(() => expect(test.outbox.current().waiting).toEqual([]));
    expect(test.store.entries()).toEqual([]);
    expect(test.outbox.current().lastSentAt).toBe(1_000);
  });

  it('a 5xx or no answer holds the queue for a backoff that doubles, the later writes behind it', async () => {
    const test = setUp();
    await test.outbox.open('a');
    test.answer(
      () => Promise.reject(failure(500)),
      () => Promise.reject(failure(503)),
    );
    await expect(test.outbox.write('doubt', 'c:1', { n: 1 })).resolves.toEqual({
      state: 'waiting',
    });
    expect(test.lastWakeIn()).toBe(2_000);
    await expect(test.outbox.write('doubt', 'c:1', { n: 2 })).resolves.toEqual({
      state: 'waiting',
    });
    // The new write tried the first again at once (the learner acted), which failed a second time.
    expect(test.sent.map((send) => send.payload)).toEqual([{ n: 1 }, { n: 1 }]);
    expect(test.lastWakeIn()).toBe(4_000);

    await test.advance(1_000);
    expect(test.sent).toHaveLength(2);
    await test.advance(3_000);
    await vi.waitFor(() =>
      expect(test.sent.map((send) => send.payload)).toEqual([
        { n: 1 },
        { n: 1 },
        { n: 1 },
        { n: 2 },
      ]),
    );
  });

  it("stops on a refusal with the server's message, and the writes behind it go on", async () => {
    const test = setUp();
    await test.outbox.open('a');
    test.goOffline();
    const refused = test.outbox.write('doubt', 'c:1', { n: 1 });
    await test.outbox.write('doubt', 'c:1', { n: 2 });
    const heard: unknown[] = [];
    test.outbox.onRefused((_entry, error) => heard.push(error));
    test.answer(() => Promise.reject(failure(422, 'Informe o título da dúvida')));
    test.goOnline();
    test.outbox.wake();
    await expect(refused).resolves.toEqual({ state: 'waiting' });
    await vi.waitFor(() => expect(test.sent).toHaveLength(2));
    expect(heard).toMatchObject([{ message: 'Informe o título da dúvida' }]);
    await vi.waitFor(() => expect(test.outbox.current().waiting).toEqual([]));
  });

  it('a refusal while the learner waits rejects with it, so the form keeps the text and says why', async () => {
    const test = setUp();
    await test.outbox.open('a');
    test.answer(() => Promise.reject(failure(409, 'Você já avaliou este conteúdo.')));
    await expect(test.outbox.write('doubt', 'c:1', { n: 1 })).rejects.toMatchObject({
      message: 'Você já avaliou este conteúdo.',
    });
  });

  it('a write whose answer never came is asked about first: already there, it is not sent twice', async () => {
    const test = setUp();
    await test.outbox.open('a');
    test.answer(() => {
      // The server made the note; the answer was lost on the way back.
      test.notes.push('Revisar NR-18');
      return Promise.reject(failure(0, 'Erro de conexão.'));
    });
    await expect(test.outbox.write('note', 'c:1', { text: 'Revisar NR-18' })).resolves.toEqual({
      state: 'waiting',
    });
    await test.advance(2_000);
    await vi.waitFor(() => expect(test.outbox.current().waiting).toEqual([]));
    expect(test.sent).toHaveLength(1);
  });

  it('saves of one content fold into one while they wait: the seconds are sent once, summed', async () => {
    const test = setUp();
    await test.outbox.open('a');
    test.goOffline();
    await test.outbox.write('progress', 'c:1', { body: { speedRate: 1, seconds: 15 } });
    await test.outbox.write('progress', 'c:1', { body: { speedRate: 1, seconds: 12.5 } });
    test.goOnline();
    test.outbox.wake();
    await vi.waitFor(() =>
      expect(test.sent).toEqual([
        { kind: 'progress', payload: { body: { speedRate: 1, seconds: 27.5 } }, keepalive: false },
      ]),
    );
  });

  it('survives a reload: what the device kept is sent once the same account signs in', async () => {
    const first = setUp();
    await first.outbox.open('a');
    first.goOffline();
    await first.outbox.write('doubt', 'c:1', { n: 1 });

    const reloaded = setUp(first.store.entries());
    await reloaded.outbox.open('a');
    await vi.waitFor(() => expect(reloaded.sent.map((send) => send.payload)).toEqual([{ n: 1 }]));
  });

  it("never sends one account's writes for another, and a logout forgets them", async () => {
    const first = setUp();
    await first.outbox.open('a');
    first.goOffline();
    await first.outbox.write('doubt', 'c:1', { of: 'a' });

    const next = setUp(first.store.entries());
    await next.outbox.open('b');
    await next.outbox.write('doubt', 'c:1', { of: 'b' });
    await next.settle();
    expect(next.sent.map((send) => send.payload)).toEqual([{ of: 'b' }]);
    expect(next.outbox.current().waiting).toEqual([]);

    await next.outbox.discard('a');
    expect(next.store.entries()).toEqual([]);
    await next.outbox.open('a');
    await next.settle();
    expect(next.sent).toHaveLength(1);
  });

  it('an expired session holds the queue until the account signs in again', async () => {
    const test = setUp();
    await test.outbox.open('a');
    test.answer(() => Promise.reject(failure(403, 'Faça seu login novamente.')));
    await expect(test.outbox.write('doubt', 'c:1', { n: 1 })).resolves.toEqual({
      state: 'waiting',
    });
    await test.advance(60_000);
    expect(test.sent).toHaveLength(1);
    await test.outbox.open('a');
    await vi.waitFor(() => expect(test.sent).toHaveLength(2));
  });

  it('leaving the page, what waits goes at once with keepalive and leaves the device (a beacon)', async () => {
    const test = setUp();
    await test.outbox.open('a');
    test.answer(() => Promise.reject(failure(502)));
    await test.outbox.write('doubt', 'c:1', { n: 1 });
    const final = test.outbox.write(
      'progress',
      'c:1',
      { body: { speedRate: 1, seconds: 9 } },
      { leaving: true },
    );
    test.outbox.leave();
    await expect(final).resolves.toMatchObject({ state: 'sent' });
    await vi.waitFor(() => expect(test.sent.filter((send) => send.keepalive)).toHaveLength(2));
    expect(test.store.entries()).toEqual([]);
  });

  it("after the page's pagehide, a write made then goes at once with keepalive, never waiting on the device first", async () => {
    const test = setUp();
    await test.outbox.open('a');
    // A page being unloaded: the device store never answers again.
    const put = test.store.put;
    test.store.put = () => new Promise(() => undefined);
    test.outbox.leave({ gone: true });
    // As a SCORM package ends its session in its frame's own pagehide, after the page's.
    const last = test.outbox.write('progress', 'c:1', { body: { speedRate: 1, seconds: 4 } });
    await expect(last).resolves.toMatchObject({ state: 'sent' });
    expect(test.sent).toEqual([
      { kind: 'progress', payload: { body: { speedRate: 1, seconds: 4 } }, keepalive: true },
    ]);

    // Back from the back/forward cache, the page's writes queue on the device as before.
    test.store.put = put;
    test.outbox.shown();
    await test.outbox.write('doubt', 'c:1', { n: 2 });
    expect(test.sent.at(-1)).toMatchObject({ kind: 'doubt', keepalive: false });
  });

  it('offline as the page goes away, the final save stays on the device for the next visit', async () => {
    const test = setUp();
    await test.outbox.open('a');
    test.goOffline();
    await expect(
      test.outbox.write(
        'progress',
        'c:1',
        { body: { speedRate: 1, seconds: 9 } },
        { leaving: true },
      ),
    ).resolves.toEqual({ state: 'waiting' });
    expect(test.store.entries()).toHaveLength(1);
  });
});
