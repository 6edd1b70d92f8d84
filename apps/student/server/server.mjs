import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { DEMO_WORKER, isFramedByTheApp, isHashedAsset, staticHeaders } from './headers.mjs';
import { opensPublicPage, SIGNED_IN_PAGE } from './pages.mjs';
import { createApiProxy } from './proxy.mjs';

export const BASE = '/student/';

/** A demo build answers /api in the browser; a real-backend build needs the backend to proxy to. */
export function checkBuildMatchesBackend(dir, apiUrl) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run \`pnpm --filter @decola/student build\` first.`);
  }
  // vite.config.ts leaves MSW's worker out of a real-backend build.
  const demoBuild = existsSync(path.join(dir, DEMO_WORKER));
  if (demoBuild && apiUrl) {
    throw new Error(
      `${dir} holds the demo build, which never calls DECOLA_API_URL: build again with it set.`,
    );
  }
  if (!demoBuild && !apiUrl) {
    throw new Error(`${dir} was built for a real backend: set DECOLA_API_URL to proxy /api to it.`);
  }
}

/** What the build was made with (vite.config.ts `buildFacts`); an older build wrote none. */
export function readBuildFacts(dir) {
  const file = path.join(dir, '.vite', 'decola-build.json');
  if (!existsSync(file)) return { contentHosts: [] };
  const facts = JSON.parse(readFileSync(file, 'utf8'));
  return { contentHosts: Array.isArray(facts.contentHosts) ? facts.contentHosts : [] };
}

/** Files the build writes: one missing (an old chunk after a redeploy) is a 404, never the app. */
const isBuildFile = (path) =>
  isHashedAsset(path) ||
  isFramedByTheApp(path) ||
  /\.(?:m?js|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|txt|xml|webmanifest|vtt|mp4|pdf|zip)$/i.test(
    path,
  );

function notFound(res) {
  // Never the year-long caching of the address's folder: the file may come with a redeploy.
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end('Not Found');
}

/** Served over TLS, directly or by a proxy in front that terminates it. */
const overTls = (req) =>
  Boolean(req.socket.encrypted) ||
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim() === 'https';

/**
 * The built app under /student/ — precompressed files first, every page falling back to
 * index.html, a missing file (an old chunk after a redeploy) a 404 — and /api proxied when a
 * backend is named.
 */
export function createPortalServer({ dir, apiUrl = '' }) {
  checkBuildMatchesBackend(dir, apiUrl);
  const { contentHosts } = readBuildFacts(dir);
  const options = { brotli: true, gzip: true, etag: true };
  // A page's address is answered with the app: the landing's page, or the signed-in one where the
  // build has it (a build from before it had only index.html).
  const signedInPage = existsSync(path.join(dir, SIGNED_IN_PAGE)) ? SIGNED_IN_PAGE : 'index.html';
  const pageOf = (page) => (opensPublicPage(page) ? 'index.html' : signedInPage);
  const landingFiles = sirv(dir, { ...options, single: true });
  const signedInFiles = sirv(dir, { ...options, single: signedInPage });
  // What the app frames or plays is a file or a 404, never the app's page in its place.
  const framedFiles = sirv(dir, options);
  const proxy = apiUrl ? createApiProxy(apiUrl) : null;

  return http.createServer((req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://portal.invalid');
    if (proxy && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res);

    const inBase = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : '';
    for (const [name, value] of Object.entries(
      staticHeaders(inBase, { tls: overTls(req), contentHosts }),
    )) {
      res.setHeader(name, value);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    if (pathname === '/' || pathname === BASE.slice(0, -1)) {
      res.writeHead(302, { Location: `${BASE}${search}` });
      return res.end();
    }
    if (!pathname.startsWith(BASE)) return notFound(res);
    // An empty segment ('/student//evil.example') would make sirv read a protocol-relative URL;
    // collapsed, it is a page like any other, and the app refuses its redirect itself.
    const file = `/${inBase}`.replace(/\/{2,}/g, '/');
    req.url = `${file}${search}`;
    if (isFramedByTheApp(file.slice(1))) return framedFiles(req, res, () => notFound(res));
    const page = pageOf(file.slice(1));
    const files = page === 'index.html' ? landingFiles : signedInFiles;
    files(req, res, () => {
      // sirv falls back to the page only for paths without a dot; a page may have one.
      if (isBuildFile(file.slice(1))) return notFound(res);
      req.url = `/${page}`;
      files(req, res, () => notFound(res));
    });
  });
}
