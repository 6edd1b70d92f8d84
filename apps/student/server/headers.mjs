// The response headers of the production server; docs/security.md says why each directive.

/** The YouTube IFrame API: its loader and the player script it brings are both served from here. */
export const YOUTUBE_SCRIPTS = 'https://www.youtube.com';
/** Embeds use YouTube's privacy-enhanced host (no cookies until the learner plays). */
export const YOUTUBE_FRAMES = 'https://www.youtube-nocookie.com';

/** One year: a hashed file never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * DECOLA_CONTENT_HOSTS as CSP sources: `cdn.example.com` for that host, `.example.com` for it and
 * every host under it — what domain `safeUrl` lets the app put in a media, frame or image source.
 * Without a scheme, a source follows the page's own (https on an https portal).
 */
export function contentHostSources(hosts = []) {
  return hosts
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^\.?[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(host))
    .flatMap((host) => (host.startsWith('.') ? [host.slice(1), `*${host}`] : [host]));
}

/**
 * The app's own CSP; `frameAncestors` is 'none' except for files the app itself frames,
 * `forwardsPageRequests` widens what a service worker may fetch to what its page may load, and
 * `contentHosts` (the build's DECOLA_CONTENT_HOSTS) may serve media, frames, images and the PDFs
 * PDF.js fetches.
 */
export function contentSecurityPolicy({
  frameAncestors = "'none'",
  forwardsPageRequests = false,
  contentHosts = [],
} = {}) {
  const hosts = contentHostSources(contentHosts);
  const and = (sources) => [...sources, ...hosts].join(' ');
  const connect = forwardsPageRequests ? ["'self'", YOUTUBE_SCRIPTS] : ["'self'"];
  return [
    "default-src 'self'",
    `script-src 'self' ${YOUTUBE_SCRIPTS}`,
    ...(forwardsPageRequests || hosts.length ? [`connect-src ${and(connect)}`] : []),
    `img-src ${and(["'self'", 'data:', 'blob:'])}`,
    ...(hosts.length ? [`media-src ${and(["'self'"])}`] : []),
    // Without it, workers would fall back to script-src and its YouTube host.
    "worker-src 'self'",
    `frame-src ${and(["'self'", YOUTUBE_FRAMES])}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * The policy of a SCORM package's files, never of the portal's pages: authoring tools write inline
 * scripts, event handlers and styles, some run code through eval, and packages load their own
 * fonts, images and media as data: or blob: addresses. Everything still comes from the portal, no
 * plugin runs, forms post only to it, and only the portal may frame the package.
 */
export function scormPackagePolicy() {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers of every file and page the server answers (not the proxied API, whose headers are the
 * backend's). `path` is relative to the base (`assets/…`, `media/…`, `dashboard`).
 */
export function staticHeaders(path, { tls, contentHosts = [] }) {
  const headers = {
    'Content-Security-Policy': isScormPackageFile(path)
      ? scormPackagePolicy()
      : contentSecurityPolicy({
          frameAncestors: isFramedByTheApp(path) ? "'self'" : "'none'",
          forwardsPageRequests: path === DEMO_WORKER || path === DEMO_SERVICE_WORKER,
          contentHosts,
        }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': isPasswordReset(path) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cache-Control': isHashedAsset(path) ? IMMUTABLE : 'no-cache',
  };
  if (isRangedFile(path)) headers['Accept-Ranges'] = 'bytes';
  if (tls) headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/**
 * MSW's worker fetches, in the page's place, every request the demo does not answer — the YouTube
 * player's scripts included — under the CSP its own script came with.
 */
export const DEMO_WORKER = 'mockServiceWorker.js';
/** The script the demo registers: MSW's worker behind a rule of the demo's own (public/). */
export const DEMO_SERVICE_WORKER = 'mockServiceWorker.demo.js';

/**
 * The password-reset page carries its token in the path (the route is `home/reset/:by/:token`):
 * nothing it loads or links to may learn even the portal's origin from it.
 */
export const isPasswordReset = (path) => /^home\/reset(?:\/|$)/.test(path);

/** Vite writes every hashed file, and only those, to `assets/`. */
export const isHashedAsset = (path) => path.startsWith('assets/');

/** The demo's own files (public/demo); a build for a real backend has none (vite.config.ts). */
export const DEMO_FILES = 'demo/';

/** The demo's SCORM packages (public/demo/scorm): their files get the packages' policy. */
export const SCORM_PACKAGES = `${DEMO_FILES}scorm/`;
export const isScormPackageFile = (path) => path.startsWith(SCORM_PACKAGES);

/**
 * Files read a part at a time: PDF.js asks for the bytes of the pages it shows (so a 300-page
 * PDF opens as fast as a short one) only when the first answer says ranges are served; media
 * elements seek the same way. sirv answers ranges but says so only in a 206.
 */
export const isRangedFile = (path) => isFramedByTheApp(path) && /\.(?:pdf|mp3|mp4)$/i.test(path);

/** The landing's media (public/media) and the demo's files, SCORM packages among them. */
export const isFramedByTheApp = (path) => path.startsWith('media/') || path.startsWith(DEMO_FILES);
