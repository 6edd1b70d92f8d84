import { isDecolaError } from '@decola/api-client';
import {
  afterFailedAttempt,
  enqueueWrite,
  failureOutcome,
  isExpiredItem,
  nextToSend,
  type Folding,
} from '@decola/domain';
import type { OutboxEntry, OutboxStore } from './deviceStore';

/** One kind of write: how it is sent, how two fold into one, and how to tell it already arrived. */
export interface WriteKind<Payload = never, Answer = unknown> {
  send: (payload: Payload, keepalive: boolean) => Promise<Answer>;
  fold: Folding<Payload> | null;
  /**
   * Asked before sending again a write whose last attempt got no answer — the server may have
   * carried it out: true when it is there already, so it is not made twice.
   */
  arrived?: (payload: Payload) => Promise<boolean>;
}

/** What became of a write: the server has it (with its answer), or it waits on the device. */
export type Delivery<Answer = unknown> = { state: 'sent'; answer: Answer } | { state: 'waiting' };

export interface OutboxSnapshot {
  /** The signed-in account's writes still on the device, in order. */
  waiting: readonly OutboxEntry[];
  /** When the last of them reached the server. */
  lastSentAt: number | null;
}

export interface OutboxDeps {
  store: OutboxStore;
  kinds: Record<string, WriteKind<never>>;
  now: () => number;
  isOnline: () => boolean;
  /** Runs `wake` after `ms`; answers how to cancel it. */
  schedule: (wake: () => void, ms: number) => () => void;
}

type Waiter = { resolve: (delivery: Delivery) => void; reject: (error: unknown) => void };
type Delivered = (entry: OutboxEntry, answer: unknown) => void;
type Refused = (entry: OutboxEntry, error: unknown, heard: boolean) => void;

/**
 * One queue for a learner's writes: kept on the device, sent one at a time in the order they were
 * made, for the signed-in account only. A failure worth trying again holds the queue for a backoff
 * (or until the browser is online again); an expired session holds it until the account signs in
 * again; a refusal drops the write with the server's message. docs/decisions.md lists the rules.
 */
export class Outbox {
  private queue: OutboxEntry[] = [];
  private account: string | null = null;
  private loaded: Promise<void> | null = null;
  private onItsWay = new Set<number>();
  private waiters = new Map<number, Waiter[]>();
  private sending = false;
  private cancelWake: (() => void) | null = null;
  private lastSentAt: number | null = null;
  /** Writes are numbered by the time they were made, and never twice the same. */
  private lastSeq = 0;
  /** From the page's pagehide until it is shown again: each write made then is one of its last. */
  private gone = false;
  private snapshot: OutboxSnapshot = { waiting: [], lastSentAt: null };
  private listeners = new Set<() => void>();
  private deliveredListeners = new Set<Delivered>();
  private refusedListeners = new Set<Refused>();

  constructor(private readonly deps: OutboxDeps) {}

  /** The account is signed in (again): what it left on the device is sent. */
  async open(account: string): Promise<void> {
    this.account = account;
    await this.load();
    this.changed();
    void this.flush();
  }

  /** The session is gone: nothing is sent until an account signs in; nothing is forgotten. */
  hold(): void {
    this.account = null;
    this.cancelWake?.();
    this.changed();
  }

  /** Logout: the account's writes leave the device, never to be sent for anyone. */
  async discard(account: string): Promise<void> {
    await this.load();
    const gone = this.queue.filter((entry) => entry.account === account);
    this.queue = this.queue.filter((entry) => entry.account !== account);
    for (const entry of gone) this.settle(entry.seq, { state: 'waiting' });
    await Promise.all(gone.map((entry) => this.deps.store.remove(entry.seq)));
    if (this.account === account) this.hold();
    this.changed();
  }

  /**
   * Queues a write and tries it at once when nothing is ahead of it. Resolves once the server has
   * it, or once it waits on the device; rejects with the server's refusal. `leaving`: the page is
   * going away, so it goes now with `keepalive` and is not kept to be sent again (as a beacon).
   */
  async write<Payload>(
    kind: string,
    target: string,
    payload: Payload,
    { leaving = false }: { leaving?: boolean } = {},
  ): Promise<Delivery> {
    await this.load();
    const account = this.account;
    if (!account) return Promise.reject(new Error('No account is signed in to send this write.'));
    const now = this.deps.now();
    const seq = Math.max(now, this.lastSeq + 1);
    this.lastSeq = seq;
    const incoming: OutboxEntry = {
      seq,
      account,
      kind,
      target,
      payload,
      createdAt: now,
      attempts: 0,
      notBefore: now,
    };
    const fold = this.kindOf(kind).fold as Folding<unknown> | null;
    this.queue = enqueueWrite(this.queue, incoming, fold, this.onItsWay);
    const entry = this.queue.find((item) => item.seq === seq) ?? this.foldedInto(incoming);
    const delivery = new Promise<Delivery>((resolve, reject) => {
      this.waiters.set(entry.seq, [...(this.waiters.get(entry.seq) ?? []), { resolve, reject }]);
    });
    if (leaving || this.gone) {
      void this.sendLeaving(entry);
    } else {
      await this.deps.store.put(entry);
      // The learner acted: what waited for its backoff is tried again now, in its order.
      this.queue = this.queue.map((item) =>
        item.account === account ? { ...item, notBefore: Math.min(item.notBefore, now) } : item,
      );
      void this.flush();
    }
    this.changed();
    return delivery;
  }
  /**
   * The page is hidden or going away: every write of the account goes now, each as a beacon.
   * `gone` (the page's pagehide): so does each write made until the page is shown again — a
   * frame's own pagehide, where a SCORM package ends its session, comes after its parent's, and a
   * write that waited for the device store first would never leave.
   */
  leave({ gone = false }: { gone?: boolean } = {}): void {
    if (gone) this.gone = true;
    for (const entry of this.queue.filter(
      (item) => item.account === this.account && !this.onItsWay.has(item.seq),
    ))
      void this.sendLeaving(entry);
  }

  /** The page is shown again (back from the browser's back/forward cache): writes queue as before. */
  shown(): void {
    this.gone = false;
  }

  /** The browser is online again: what waited is tried at once. */
  wake(): void {
    const now = this.deps.now();
    this.queue = this.queue.map((item) => ({ ...item, notBefore: Math.min(item.notBefore, now) }));
    void this.flush();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  current(): OutboxSnapshot {
    return this.snapshot;
  }

  /** Every write the server took, answered or sent later. */
  onDelivered(listener: Delivered): () => void {
    this.deliveredListeners.add(listener);
    return () => this.deliveredListeners.delete(listener);
  }

  /** Every write the server refused; `heard` says whether a screen awaited it and showed it. */
  onRefused(listener: Refused): () => void {
    this.refusedListeners.add(listener);
    return () => this.refusedListeners.delete(listener);
  }

  private kindOf(kind: string): WriteKind<unknown> {
    const found = this.deps.kinds[kind] as WriteKind<unknown> | undefined;
    if (!found) throw new Error(`Unknown outbox write "${kind}".`);
    return found;
  }

  private foldedInto(incoming: OutboxEntry): OutboxEntry {
    return this.queue.findLast(
      (item) =>
        item.account === incoming.account &&
        item.kind === incoming.kind &&
        item.target === incoming.target,
    )!;
  }

  private load(): Promise<void> {
    this.loaded ??= this.deps.store.load().then(async (entries) => {
      const now = this.deps.now();
      const expired = entries.filter((entry) => isExpiredItem(entry, now));
      await Promise.all(expired.map((entry) => this.deps.store.remove(entry.seq)));
      const kept = entries.filter((entry) => !isExpiredItem(entry, now));
      // A write made before the load finished stays behind the ones the device kept.
      this.queue = [...kept, ...this.queue].sort((a, b) => a.seq - b.seq);
      this.lastSeq = Math.max(this.lastSeq, ...this.queue.map((entry) => entry.seq));
    });
    return this.loaded;
  }

  private async flush(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    this.cancelWake?.();
    this.cancelWake = null;
    try {
      while (this.account && this.deps.isOnline()) {
        const { item, wakeAt } = nextToSend(
          this.queue.filter((entry) => !this.onItsWay.has(entry.seq)),
          this.account,
          this.deps.now(),
        );
        if (!item) {
          if (wakeAt !== null)
            this.cancelWake = this.deps.schedule(() => this.wake(), wakeAt - this.deps.now());
          break;
        }
        // After a failure the same write is first in line again, waiting out its backoff.
        await this.attempt(item as OutboxEntry, false);
      }
    } finally {
      this.sending = false;
      // Whoever still awaits a write now knows it waits on the device.
      for (const entry of this.queue) this.settle(entry.seq, { state: 'waiting' }, false);
      this.changed();
    }
  }

  /** One attempt; true when the server took or refused it, false when it waits on the device. */
  private async attempt(entry: OutboxEntry, keepalive: boolean): Promise<boolean> {
    const kind = this.kindOf(entry.kind);
    this.onItsWay.add(entry.seq);
    try {
      const there = entry.unanswered && kind.arrived ? await kind.arrived(entry.payload) : false;
      const answer = there ? undefined : await kind.send(entry.payload, keepalive);
      await this.sent(entry, answer);
      return true;
    } catch (error) {
      const status = isDecolaError(error) ? error.status : -1;
      const outcome = status === -1 ? 'refuse' : failureOutcome(status);
      if (outcome === 'refuse') {
        await this.refused(entry, error);
        return true;
      }
      const failed = { ...afterFailedAttempt(entry, this.deps.now()), unanswered: status === 0 };
      this.replace(failed);
      await this.deps.store.put(failed);
      if (outcome === 'hold') this.hold();
      return false;
    } finally {
      this.onItsWay.delete(entry.seq);
    }
  }

  private async sendLeaving(entry: OutboxEntry): Promise<void> {
    if (!this.deps.isOnline() || this.onItsWay.has(entry.seq)) {
      await this.deps.store.put(entry);
      this.settle(entry.seq, { state: 'waiting' });
      return;
    }
    // Out of the device, so a page gone before the answer does not send it twice — and the request
    // starts in this same task: awaiting the database first, a closing page never sends it.
    const removed = this.deps.store.remove(entry.seq);
    const goesOn = await this.attempt(entry, true);
    await removed;
    if (!goesOn) this.settle(entry.seq, { state: 'waiting' });
  }

  private async sent(entry: OutboxEntry, answer: unknown): Promise<void> {
    this.queue = this.queue.filter((item) => item.seq !== entry.seq);
    await this.deps.store.remove(entry.seq);
    this.lastSentAt = this.deps.now();
    this.settle(entry.seq, { state: 'sent', answer });
    for (const listener of this.deliveredListeners) listener(entry, answer);
    this.changed();
  }

  private async refused(entry: OutboxEntry, error: unknown): Promise<void> {
    this.queue = this.queue.filter((item) => item.seq !== entry.seq);
    await this.deps.store.remove(entry.seq);
    const heard = (this.waiters.get(entry.seq)?.length ?? 0) > 0;
    for (const waiter of this.waiters.get(entry.seq) ?? []) waiter.reject(error);
    this.waiters.delete(entry.seq);
    for (const listener of this.refusedListeners) listener(entry, error, heard);
    this.changed();
  }

  private replace(entry: OutboxEntry): void {
    this.queue = this.queue.map((item) => (item.seq === entry.seq ? entry : item));
  }

  private settle(seq: number, delivery: Delivery, always = true): void {
    if (!always && this.onItsWay.has(seq)) return;
    for (const waiter of this.waiters.get(seq) ?? []) waiter.resolve(delivery);
    this.waiters.delete(seq);
  }

  private changed(): void {
    const waiting = this.queue.filter((entry) => entry.account === this.account);
    this.snapshot = { waiting, lastSentAt: this.lastSentAt };
    for (const listener of this.listeners) listener();
  }
}
