import { accountDrafts, draftKey, isEmptyDraft, isExpiredDraft } from '@decola/domain';
import type { DraftStore } from './draftStore';

export interface DraftsSnapshot {
  /** The signed-in account's drafts are read: a form may start from its own. */
  ready: boolean;
  values: ReadonlyMap<string, unknown>;
}

/**
 * The forms a learner was filling in, kept on the device for the signed-in account until sent:
 * read once when the account signs in, written on every change, dropped when sent, at logout and
 * after seven days. docs/security.md says what and for whom.
 */
export class Drafts {
  private account: string | null = null;
  private opening: Promise<void> | null = null;
  private snapshot: DraftsSnapshot = { ready: false, values: new Map() };
  private listeners = new Set<() => void>();
  // One write at a time per draft, the newest last: a slow put never overwrites a newer one.
  private writes = new Map<string, Promise<void>>();

  constructor(
    private readonly store: DraftStore,
    private readonly now: () => number,
  ) {}

  /** The account is signed in: its drafts are read (once; again for another account). */
  open(account: string): Promise<void> {
    if (this.account === account && this.opening) return this.opening;
    this.account = account;
    this.publish({ ready: false, values: new Map() });
    this.opening = this.store.load(account).then(async (records) => {
      const now = this.now();
      const expired = records.filter((record) => isExpiredDraft(record, now));
      await Promise.all(expired.map((record) => this.store.remove(record.key)));
      if (this.account !== account) return;
      const kept = accountDrafts(records, account, now);
      this.publish({ ready: true, values: new Map(kept.map((r) => [r.place, r.value])) });
    });
    return this.opening;
  }

  /** The session is gone: nothing is kept or read until an account signs in; nothing is lost. */
  hold(): void {
    this.account = null;
    this.opening = null;
    this.publish({ ready: false, values: new Map() });
  }

  /** Logout: the account's drafts leave the device. */
  async discard(account: string): Promise<void> {
    if (this.account === account) this.hold();
    await Promise.all(this.writes.values());
    await this.store.removeAccount(account);
  }

  /** A change to a form: kept, or forgotten when the form is back to empty. */
  save(place: string, value: unknown): void {
    const account = this.account;
    if (!account || !this.snapshot.ready) return;
    const values = new Map(this.snapshot.values);
    const key = draftKey(account, place);
    if (isEmptyDraft(value)) {
      if (!values.delete(place)) return;
      this.queue(key, () => this.store.remove(key));
    } else {
      values.set(place, value);
      const record = { key, account, place, value, savedAt: this.now() };
      this.queue(key, () => this.store.put(record));
    }
    this.publish({ ...this.snapshot, values });
  }

  /** The form was sent (or waits in the outbox): its draft is done. */
  clear(place: string): void {
    this.save(place, null);
  }

  current(): DraftsSnapshot {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every write asked for so far has reached the store. */
  settled(): Promise<void> {
    return Promise.all(this.writes.values()).then(() => undefined);
  }

  private queue(key: string, write: () => Promise<void>): void {
    const next = (this.writes.get(key) ?? Promise.resolve()).then(write).catch(() => undefined);
    this.writes.set(key, next);
    void next.then(() => {
      if (this.writes.get(key) === next) this.writes.delete(key);
    });
  }

  private publish(snapshot: DraftsSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
