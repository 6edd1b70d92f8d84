// The demo's service worker: MSW's own (mockServiceWorker.js, written by `msw init`, never edited)
// behind one rule — the demo's real files (public/demo) go to the network as if no worker were
// there. MSW re-fetches a media element's request without its Range header (mswjs/msw#2552), so a
// video or an audio it passed through could not seek, nor resume at a second.
const DEMO_FILE = new RegExp(
  `^${new URL('demo/', self.registration.scope).pathname}(?:files|audio|video|scorm)/.+\\.\\w+$`,
);

self.addEventListener('fetch', (event) => {
  // Not answered here, and MSW's listener never sees it: the browser fetches it itself.
  if (DEMO_FILE.test(new URL(event.request.url).pathname)) event.stopImmediatePropagation();
});

self.importScripts('mockServiceWorker.js');
