import { profileKeys } from '@decola/api-client/react-query';
import { accountKey } from '@decola/domain';
import {
  dehydrate,
  hashKey,
  type DehydratedState,
  hydrate,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { KeptPagesRecord, KeptPagesStore } from './keptPagesStore';

/** A day: yesterday's pages still help a learner offline; older ones would mislead. */
export const KEPT_PAGES_FOR_MS = 24 * 60 * 60 * 1000;
/** A page's answers arrive within moments of each other: they are kept together. */
export const SAVE_AFTER_MS = 500;

/**
 * What a learner reads to study and what the shell needs to show it. Never what they typed (a
 * search), their orders, balance or bag (the shop, the statement), their answers in progress
 * (questionnaires, exercises: the drafts and the outbox keep those), other people (the
 * recommendation picker's users, teams), nor the configuration (kept apart, with no one's data).
 */
const KEPT_AREAS: Record<string, readonly string[] | 'all'> = {
  profile: ['me', 'companies', 'interests'],
  access: ['isAdmin', 'isManager'],
  courses: 'all',
  contents: 'all',
  courseTracks: 'all',
  events: 'all',
  pills: 'all',
  interests: 'all',
  notifications: 'all',
  graduations: 'all',
  annotations: 'all',
  statistics: 'all',
};

export function isKeptQuery(queryKey: QueryKey): boolean {
  const [area, part] = queryKey;
  const kept = typeof area === 'string' ? KEPT_AREAS[area] : undefined;
  return kept === 'all' || (kept !== undefined && typeof part === 'string' && kept.includes(part));
}

type Me = { user?: { id: number } };

export type KeptPagesOptions = {
  client: QueryClient;
  store: KeptPagesStore;
  now: () => number;
  /** The running build's name: another build's record is not read. */
  build: () => string;
  /** Calls `then` once, when the connection returns. */
  whenOnline: (then: () => void) => void;
};

/**
 * The pages an account saw last, kept on the device for a reload without a connection: the data
 * of its queries (TanStack Query's dehydrated cache), under the account's opaque key, for a day.
 * One account at a time: the one whose session the browser holds.
 */
export class KeptPages {
  readonly #options: KeptPagesOptions;
  #account: string | null = null;
  #unsubscribe: (() => void) | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #writing: Promise<void> = Promise.resolve();
  #earlier: DehydratedState['queries'] = [];

  constructor(options: KeptPagesOptions) {
    this.#options = options;
  }

  /** The account is signed in: what it sees is kept from now on, and no other account's is. */
  async open(userId: number): Promise<void> {
    const account = accountKey(userId);
    if (this.#account === account) return;
    this.close();
    this.#account = account;
    const { store, client } = this.#options;
    const records = await store.loadAll();
    const others = records.filter((record) => record.account !== account || this.#expired(record));
    await Promise.all(others.map((record) => store.remove(record.account)));
    // Closed meanwhile (a logout, another account).
    if (this.#account !== account) return;
    // What earlier pages of the account kept (another tab, before a reload) stays beside this one's.
    this.#earlier =
      records.find((record) => record.account === account && !others.includes(record))?.state
        .queries ?? [];
    this.#unsubscribe = client.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        isKeptQuery(event.query.queryKey)
      )
        this.#schedule();
    });
    this.#schedule();
  }

  /** Nothing more is kept (what was kept stays). */
  close(): void {
    this.#account = null;
    this.#earlier = [];
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** Logout: the account's pages leave the device. */
  async discard(userId: number): Promise<void> {
    const account = accountKey(userId);
    if (this.#account === account) this.close();
    await this.#writing;
    await this.#options.store.remove(account);
  }

  /** The session ended: nothing of it is shown again before a login. */
  async hold(): Promise<void> {
    const account = this.#account;
    this.close();
    await this.#writing;
    if (account) await this.#options.store.remove(account);
  }

  /** Settles once what was asked to be kept is written (tests). */
  async settled(): Promise<void> {
    await this.#writing;
  }

  /**
   * A private page opened without a connection: the pages the account saw last, kept by this build
   * within a day, are back in the cache. Says whether they were. Until the connection returns,
   * what was kept shows as it was instead of failing to be asked again; then everything is.
   */
  async restore(): Promise<boolean> {
    const { store, client, build } = this.#options;
    const [newest] = (await store.loadAll())
      .filter((record) => !this.#expired(record) && record.build === build())
      .sort((a, b) => b.savedAt - a.savedAt);
    if (!newest) return false;
    // Each answer within the day, however new the record's newest is.
    const queries = newest.state.queries.filter((query) => this.#recent(query.state.dataUpdatedAt));
    const meHash = hashKey(profileKeys.me());
    const me = queries.find((query) => query.queryHash === meHash)?.state.data as Me | undefined;
    // Without the learner no page shows; kept under another account's key: never shown.
    if (!me?.user || accountKey(me.user.id) !== newest.account) return false;
    hydrate(client, { ...newest.state, queries });
    const defaults = client.getDefaultOptions();
    client.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, staleTime: Infinity },
    });
    this.#options.whenOnline(() => {
      client.setDefaultOptions(defaults);
      void client.invalidateQueries();
    });
    return true;
  }

  #recent(at: number): boolean {
    return this.#options.now() - at <= KEPT_PAGES_FOR_MS;
  }

  #expired(record: KeptPagesRecord): boolean {
    return !this.#recent(record.savedAt);
  }

  #schedule(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#writing = this.#writing.then(() => this.#save()).catch(() => undefined);
    }, SAVE_AFTER_MS);
  }

  async #save(): Promise<void> {
    const account = this.#account;
    const { client, store, build } = this.#options;
    if (!account) return;
    // The cache holds another account's answers (a login on the way): nothing goes under this one.
    const me = client.getQueryData<Me>(profileKeys.me());
    if (!me?.user || accountKey(me.user.id) !== account) return;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' &&
        isKeptQuery(query.queryKey) &&
        this.#recent(query.state.dataUpdatedAt),
      shouldDehydrateMutation: () => false,
    });
    const now = new Set(state.queries.map((query) => query.queryHash));
    const queries = [
      ...state.queries,
      ...this.#earlier.filter(
        (query) => !now.has(query.queryHash) && this.#recent(query.state.dataUpdatedAt),
      ),
    ];
    if (!queries.length) return;
    // As new as its newest answer: a reload offline that keeps the pages again never makes them
    // look newer than the server's last word.
    const savedAt = Math.max(...queries.map((query) => query.state.dataUpdatedAt));
    await store.put({ account, savedAt, build: build(), state: { ...state, queries } });
    // A page's queries the tab lets go of later (garbage-collected) stay kept as they were.
    if (this.#account === account) this.#earlier = queries;
  }
}
