import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { opensPublicPage } from '../../server/pages.mjs';

// public/portalWorker.js run as the browser runs it, in a scope of its own: its events dispatched
// by hand, its caches and its network in memory. What it must do across deployments is asserted
// here; that a browser installs it is the offline journeys' (e2e/real-backend).

const SOURCE = readFileSync(new URL('../../public/portalWorker.js', import.meta.url), 'utf8');
const ORIGIN = 'http://portal.test';
const SCOPE = `${ORIGIN}/student/`;

type Files = Map<string, { body: string; type: string }>;
type Asked = { url: string; method?: string; mode?: string; destination?: string };

/** A deployment's files on the server: its two pages and the hashed files they load. */
function deployment(name: string): Files {
  const page = (title: string) =>
    `<!doctype html><title>${title} ${name}</title>` +
    `<script type="module" src="/student/assets/app-${name}.js"></script>` +
    `<link rel="stylesheet" href="/student/assets/app-${name}.css">`;
  return new Map([
    [`${SCOPE}index.html`, { body: page('landing'), type: 'text/html' }],
    [`${SCOPE}signed-in.html`, { body: page('signed-in'), type: 'text/html' }],
    [`${SCOPE}assets/app-${name}.js`, { body: `app ${name}`, type: 'text/javascript' }],
    [`${SCOPE}assets/app-${name}.css`, { body: `css ${name}`, type: 'text/css' }],
    [`${SCOPE}assets/course-${name}.js`, { body: `course ${name}`, type: 'text/javascript' }],
  ]);
}

const addressOf = (request: string | Asked) =>
  new URL(typeof request === 'string' ? request : request.url, SCOPE);

/** The browser's caches, shared by every worker of the origin. */
function cacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  // As the browser's: an address is kept and matched whole, resolved against the worker's.
  const keyOf = (request: string | Asked) => addressOf(request).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (request: string | Asked) => store.get(keyOf(request))?.clone(),
      put: async (request: string | Asked, answer: Response) => {
        store.set(keyOf(request), answer);
      },
      add: async (url: string) => {
        store.set(keyOf(url), await network.fetch(url));
      },
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(keyOf(url), await network.fetch(url));
      },
    };
  };
  return {
    stores,
    api: {
      open,
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
    },
  };
}

/** The server, deployed with one build at a time, and whether the device reaches it. */
const network = {
  files: new Map() as Files,
  online: true,
  async fetch(request: string | Asked): Promise<Response> {
    if (!network.online) throw new TypeError('Failed to fetch');
    const url = addressOf(request);
    // The server answers a page's address with the page it would send (server/pages.mjs).
    const page = url.pathname.slice('/student/'.length);
    const name =
      page.startsWith('assets/') || page.endsWith('.html')
        ? url.href
        : `${SCOPE}${opensPublicPage(page) ? 'index.html' : 'signed-in.html'}`;
    const file = network.files.get(name);
    if (!file) return new Response('', { status: 404 });
    return new Response(file.body, { headers: { 'Content-Type': file.type } });
  },
};

/** One build's worker: the script with its build's name, as build/portalWorker.ts writes it. */
function startWorker(build: string, caches: ReturnType<typeof cacheStorage>['api']) {
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    registration: { scope: SCOPE },
    location: new URL(`${SCOPE}portalWorker.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const source = SOURCE.replace(/^const BUILD = '[^']*';$/m, `const BUILD = '${build}';`);
  vm.runInNewContext(source, { self: scope, caches, fetch: network.fetch, URL, Set, Promise });

  const lifecycle = async (type: 'install' | 'activate') => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ waitUntil: (wait: Promise<unknown>) => waits.push(wait) });
    await Promise.all(waits);
  };
  return {
    async installAndActivate() {
      await lifecycle('install');
      await lifecycle('activate');
    },
    /** What the page gets for a request; `undefined` when the worker lets the network answer. */
    async answer(request: Asked): Promise<Response | undefined> {
      let answered: Promise<Response> | undefined;
      listeners.get('fetch')?.({
        request: { method: 'GET', mode: 'no-cors', destination: 'script', ...request },
        respondWith: (answer: Promise<Response>) => (answered = answer),
      });
      return answered;
    },
  };
}

const navigation = (path: string): Asked => ({
  url: `${SCOPE}${path}`,
  mode: 'navigate',
  destination: 'document',
});
const titleOf = async (answer: Response | undefined) =>
  /<title>([^<]*)<\/title>/.exec((await answer?.text()) ?? '')?.[1];

/** A device online with deployment `a` on the server and its worker installed and active. */
async function firstVisit() {
  const caches = cacheStorage();
  network.online = true;
  network.files = deployment('a');
  const worker = startWorker('a', caches.api);
  await worker.installAndActivate();
  return { caches, worker };
}

describe('the portal’s worker', () => {
  it('shows a new deployment on the next navigation, keeps its page for offline, and drops the old build’s files when the new worker activates', async () => {
    const { caches, worker: first } = await firstVisit();
    expect(await titleOf(await first.answer(navigation('dashboard')))).toBe('signed-in a');

    // A deployment: the old worker still controls the open page; its next navigation is the new build's.
    network.files = deployment('b');
    expect(await titleOf(await first.answer(navigation('course/1')))).toBe('signed-in b');
    const newChunk = await first.answer({ url: `${SCOPE}assets/course-b.js` });
    expect(await newChunk?.text()).toBe('course b');

    // Offline, the page the last navigation left, with the new build's chunk it loaded.
    network.online = false;
    expect(await titleOf(await first.answer(navigation('profile')))).toBe('signed-in b');
    expect(await (await first.answer({ url: `${SCOPE}assets/course-b.js` }))?.text()).toBe(
      'course b',
    );
    expect(await titleOf(await first.answer(navigation('home')))).toBe('landing a');

    // The new build's worker: its own cache, the earlier builds' gone.
    network.online = true;
    const second = startWorker('b', caches.api);
    await second.installAndActivate();
    expect([...caches.stores.keys()]).toEqual(['decola-portal-b']);
    const kept = caches.stores.get('decola-portal-b');
    expect([...(kept?.keys() ?? [])].sort()).toEqual(
      [
        `${SCOPE}assets/app-b.css`,
        `${SCOPE}assets/app-b.js`,
        `${SCOPE}index.html`,
        `${SCOPE}signed-in.html`,
      ].sort(),
    );
    network.online = false;
    expect(await titleOf(await second.answer(navigation('home')))).toBe('landing b');
  });

  it('leaves the API, media and other origins to the network, and answers a build file it has without asking', async () => {
    const { worker } = await firstVisit();
    for (const request of [
      { url: `${ORIGIN}/api/decola/courses/1` },
      { url: `${SCOPE}api/decola/courses/1`, method: 'POST' },
      navigation('media/video.mp4'),
      navigation('demo/files/apostila.pdf'),
      { url: 'https://cdn.example.com/student/assets/app-a.js' },
    ]) {
      expect(await worker.answer(request), request.url).toBeUndefined();
    }
    network.online = false;
    expect(await (await worker.answer({ url: `${SCOPE}assets/app-a.js` }))?.text()).toBe('app a');
  });
});
