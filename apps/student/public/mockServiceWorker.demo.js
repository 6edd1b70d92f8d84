// The demo's service worker: MSW's own (mockServiceWorker.js, written by `msw init`, never edited)
// behind two rules that send files the demo never answers to the network as if no worker were
// there:
// - the demo's real files (public/demo): MSW re-fetches a media element's request without its
//   Range header (mswjs/msw#2552), so a video or an audio it passed through could not seek, nor
//   resume at a second;
// - the app's built files (assets/, hashed by Vite): MSW would post each one to the page, run its
//   handlers there only to pass it through, then post the response's body to the page again — 73
//   round trips while a journey opens its first private route (.ci/journey-cpu.mjs, docs/ci.md).
const DEMO_FILE = new RegExp(
  `^${new URL('demo/', self.registration.scope).pathname}(?:files|audio|video|scorm)/.+\\.\\w+$`,
);
const APP_FILE = new RegExp(`^${new URL('assets/', self.registration.scope).pathname}`);

self.addEventListener('fetch', (event) => {
  // Not answered here, and MSW's listener never sees it: the browser fetches it itself.
  const { pathname } = new URL(event.request.url);
  if (DEMO_FILE.test(pathname) || APP_FILE.test(pathname)) event.stopImmediatePropagation();
});

self.importScripts('mockServiceWorker.js');
