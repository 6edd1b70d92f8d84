import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';

// Everything else of Playwright's as it is (expect, the types), so a journey imports all it needs
// from here: its `test` below takes the place of Playwright's.
export * from '@playwright/test';

/**
 * The journeys' `test`: Playwright's, with one change — a journey's browser context is kept for
 * the worker's next journey instead of being thrown away. A new context starts with an empty HTTP
 * cache, so every journey downloaded and compiled the app's chunks again; a kept one keeps only that
 * cache. Everything else a journey leaves is wiped before the next one starts, so each still begins
 * as on a browser that never saw the portal: its tabs closed (the demo's state lives in the tab),
 * cookies, local storage, IndexedDB, Cache Storage and service workers of the origins it visited
 * cleared, permissions reset, the listeners it added removed. A journey that changes the context
 * itself (routes, init scripts, bindings, offline, headers, geolocation, clock, timeouts) or fails
 * gets its context closed after it, as before. `E2E_FRESH_CONTEXTS=1` gives every journey a new
 * context again (to compare, or to rule the kept context out).
 */

/** Context methods whose effect outlives a journey: calling one retires the context after it. */
const LASTING = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setOffline',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
const LASTING_CLOCK = [
  'install',
  'fastForward',
  'pauseAt',
  'runFor',
  'setFixedTime',
  'setSystemTime',
];

/** Options that hold state of their own: a context made with any of them is never kept. */
const STATEFUL_OPTIONS = [
  'storageState',
  'permissions',
  'offline',
  'geolocation',
  'extraHTTPHeaders',
  'httpCredentials',
  'clientCertificates',
  'proxy',
  'recordHar',
  'recordVideo',
];

/** Playwright's contexts are event emitters; these are the parts of it the reset reads. */
type Emitter = {
  eventNames(): (string | symbol)[];
  rawListeners(event: string | symbol): ((...args: unknown[]) => void)[];
  removeListener(event: string | symbol, listener: (...args: unknown[]) => void): void;
};

type Kept = {
  context: BrowserContext;
  /** Set by a LASTING call: the context goes once its journey ends. */
  lasting: boolean;
  /** The listeners the context had when the journey began (Playwright's own among them). */
  listeners: Map<string | symbol, Set<unknown>>;
};

/** Marks the context as lasting changed whenever a journey calls one of the LASTING methods. */
function watchLastingCalls(kept: Kept) {
  const mark = (target: object, names: readonly string[]) => {
    const methods = target as Record<string, unknown>;
    for (const name of names) {
      const original = methods[name];
      if (typeof original !== 'function') continue;
      methods[name] = (...args: unknown[]) => {
        kept.lasting = true;
        return (original as (...args: unknown[]) => unknown).apply(target, args);
      };
    }
  };
  mark(kept.context, LASTING);
  mark(kept.context.clock, LASTING_CLOCK);
}

function listenersOf(context: BrowserContext) {
  const emitter = context as unknown as Emitter;
  return new Map(
    emitter.eventNames().map((event) => [event, new Set(emitter.rawListeners(event))]),
  );
}

/** The listeners a journey added to the context, removed. */
function removeAddedListeners({ context, listeners }: Kept) {
  const emitter = context as unknown as Emitter;
  for (const event of emitter.eventNames()) {
    const before = listeners.get(event);
    for (const listener of emitter.rawListeners(event)) {
      if (!before?.has(listener)) emitter.removeListener(event, listener);
    }
  }
}

const CLEARED_STORAGE = [
  'cookies',
  'local_storage',
  'indexeddb',
  'cache_storage',
  'service_workers',
  'file_systems',
  'websql',
  'shared_storage',
  'storage_buckets',
].join(',');

/**
 * Back to a context that never saw the portal, but for its HTTP cache: the journey's tabs
 * unloaded, every origin they showed cleared (through the first of them, now blank), then closed.
 */
async function wipe(kept: Kept, baseURL: string | undefined) {
  const { context } = kept;
  const origins = new Set<string>();
  if (baseURL) origins.add(new URL(baseURL).origin);
  const pages = context.pages();
  for (const page of pages) {
    const url = page.url();
    if (url.startsWith('http')) origins.add(new URL(url).origin);
    // Leaving the page runs its `pagehide` (the demo saves its tables then) before the storage is
    // cleared, not after.
    await page.goto('about:blank').catch(() => undefined);
  }
  removeAddedListeners(kept);
  const blank = pages.find((page) => !page.isClosed()) ?? (await context.newPage());
  const session = await context.newCDPSession(blank);
  for (const origin of origins) {
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: CLEARED_STORAGE });
  }
  await session.detach();
  for (const page of context.pages()) await page.close();
  await context.clearCookies();
  await context.clearPermissions();
}

/**
 * What a failed journey's tabs showed when it ended, printed with its failure: CI keeps only the
 * log, and a failure that does not come back on another machine is then read from it.
 */
async function printTabs(context: BrowserContext) {
  for (const page of context.pages()) {
    const shown = await page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error)})`);
    console.info(`── tab at ${page.url()} when the journey ended:\n${shown.slice(0, 4_000)}`);
  }
}

/** Kept contexts by their options (a describe's `test.use` may ask for another viewport). */
type Pool = Map<string, Kept>;

const keeps = (options: BrowserContextOptions) =>
  process.env.E2E_FRESH_CONTEXTS !== '1' &&
  STATEFUL_OPTIONS.every((name) => {
    // Playwright fills `offline: false` in; a stateful option is one that is set to something.
    const value: unknown = options[name as keyof BrowserContextOptions];
    return value === undefined || value === false || (Array.isArray(value) && value.length === 0);
  });

/** Playwright's `test`, with the options its own `context` fixture gives every new context. */
const withContextOptions = base as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { _combinedContextOptions: BrowserContextOptions },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

export const test = withContextOptions.extend<{ freshContext: boolean }, { keptContexts: Pool }>({
  /**
   * `test.use({ freshContext: true })`: a new context with an empty cache, as a first visit has —
   * for journeys whose subject is loading itself (layout shift while files arrive, going offline).
   */
  freshContext: [false, { option: true }],
  keptContexts: [
    // After the browser is made and before it closes: the kept contexts are its own.
    async ({ browser: _browser }, provide) => {
      const pool: Pool = new Map();
      await provide(pool);
      for (const { context } of pool.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  context: async (
    // `_combinedContextOptions` is the options Playwright's own `context` fixture gives every
    // context made during the test (test.use, the config's `use`).
    {
      browser,
      keptContexts,
      freshContext,
      trace,
      video,
      screenshot,
      _combinedContextOptions: options,
    },
    provide,
    testInfo,
  ) => {
    const recorded = [trace, video, screenshot].some(
      (mode) => (typeof mode === 'string' ? mode : mode.mode) !== 'off',
    );
    if (freshContext || recorded || !keeps(options)) {
      // As Playwright's own fixture: a new context, closed after the journey.
      const context = await browser.newContext();
      await provide(context);
      if (testInfo.status !== testInfo.expectedStatus) await printTabs(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let kept = keptContexts.get(key);
    if (!kept) {
      kept = { context: await browser.newContext(), lasting: false, listeners: new Map() };
      watchLastingCalls(kept);
      keptContexts.set(key, kept);
    }
    kept.listeners = listenersOf(kept.context);
    await provide(kept.context);
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed) await printTabs(kept.context);
    if (kept.lasting || failed) {
      keptContexts.delete(key);
      await kept.context.close();
      return;
    }
    await wipe(kept, options.baseURL);
  },
});
