// The portal's service worker: a reload without a connection shows the portal, never the
// browser's error page.
// - A page is asked of the network first, so a new deployment is there on the next navigation;
//   offline, the page the server would have sent (the landing's or the signed-in one) comes from
//   the cache, as the last navigation left it.
// - The build's hashed files (assets/) never change under their name: once fetched they are
//   served from the cache, so the chunks of the pages already visited load offline.
// - Nothing else is touched: the API (the learner's data, the session's cookie), media and the
//   files the app frames go to the network as if there were no worker.
// The build writes its own name into BUILD (build/portalWorker.ts): a new deployment is a new
// worker, whose activation deletes the caches of the builds before it.
const BUILD = 'development';
const CACHE = `decola-portal-${BUILD}`;
const CACHE_PREFIX = 'decola-portal-';

const BASE = new URL('./', self.registration.scope).pathname;
const ASSETS = `${BASE}assets/`;
const LANDING_PAGE = `${BASE}index.html`;
const SIGNED_IN_PAGE = `${BASE}signed-in.html`;

// The server's rule (server/pages.mjs, `opensPublicPage`; server.test.mjs checks they agree).
const OPENS_PUBLIC_PAGE = /^(?:home(?:\/.*)?|terms)\/?$/;
/** Files the app frames or plays (media/, demo/) and any address of a file are not pages. */
const NOT_A_PAGE = /^(?:media|demo)\/|\.\w+$/;

const pageFor = (pathname) =>
  OPENS_PUBLIC_PAGE.test(pathname.slice(BASE.length)) ? LANDING_PAGE : SIGNED_IN_PAGE;

/** The files both pages ask for at once: they load before this worker controls a first visit. */
const filesOfPage = (html) =>
  [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
    .map(([, address]) => new URL(address, self.location.href))
    .filter((url) => url.origin === self.location.origin && url.pathname.startsWith(ASSETS))
    .map((url) => url.href);

async function keepPages() {
  const cache = await caches.open(CACHE);
  const pages = await Promise.all(
    [LANDING_PAGE, SIGNED_IN_PAGE].map(async (page) => {
      const answer = await fetch(page, { cache: 'no-cache' });
      // A build from before the signed-in page has only the landing's.
      if (!answer.ok) return '';
      await cache.put(page, answer.clone());
      return answer.text();
    }),
  );
  await cache.addAll([...new Set(pages.flatMap(filesOfPage))]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepPages().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function page(request) {
  const kept = pageFor(new URL(request.url).pathname);
  try {
    const answer = await fetch(request);
    const html = answer.headers.get('Content-Type')?.startsWith('text/html');
    if (answer.ok && html && !answer.redirected) {
      const cache = await caches.open(CACHE);
      await cache.put(kept, answer.clone());
    }
    return answer;
  } catch (failure) {
    const cache = await caches.open(CACHE);
    const shown = (await cache.match(kept)) ?? (await cache.match(LANDING_PAGE));
    if (shown) return shown;
    throw failure;
  }
}

async function buildFile(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(BASE)) return;
  if (request.mode === 'navigate' && request.destination === 'document') {
    if (NOT_A_PAGE.test(url.pathname.slice(BASE.length))) return;
    event.respondWith(page(request));
  } else if (url.pathname.startsWith(ASSETS)) {
    event.respondWith(buildFile(request));
  }
});

// The page names the build's files it loaded before this worker controlled it (a first visit):
// kept as if they had come through here. Only the build's own files, never another address.
self.addEventListener('message', (event) => {
  const { data } = event;
  if (data?.type !== 'keep-build-files' || !Array.isArray(data.files)) return;
  const files = data.files
    .filter((file) => typeof file === 'string')
    .map((file) => new URL(file, self.location.href))
    .filter((url) => url.origin === self.location.origin && url.pathname.startsWith(ASSETS));
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        files.map(async (url) => {
          if (!(await cache.match(url.href))) await cache.add(url.href).catch(() => undefined);
        }),
      ),
    ),
  );
});
