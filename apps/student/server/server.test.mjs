import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiProxy } from './proxy.mjs';
import { opensPublicPage } from './pages.mjs';
import { checkBuildMatchesBackend, createPortalServer } from './server.mjs';

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A build on disk: index.html and a hashed chunk, with MSW's worker when it is the demo's. */
function build({ demo }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'decola-server-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.info(1);');
  if (demo) writeFileSync(path.join(dir, 'mockServiceWorker.js'), '/* msw */');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${server.address().port}`;
}

/** A backend that answers every request with what it received. */
async function echoBackend(answer = {}) {
  const seen = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (answer.hang) return;
      res.writeHead(answer.status ?? 200, {
        'Content-Type': 'application/json',
        'Set-Cookie': 'session=abc; HttpOnly; Path=/',
        Connection: 'close',
      });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  return { url: await listen(server), seen };
}

describe('the build and the backend agree', () => {
  it('refuses a demo build with a backend and a real-backend build without one', () => {
    expect(() => checkBuildMatchesBackend(build({ demo: true }), 'https://api.example')).toThrow(
      /demo build/,
    );
    expect(() => checkBuildMatchesBackend(build({ demo: false }), '')).toThrow(/DECOLA_API_URL/);
    expect(() => checkBuildMatchesBackend(build({ demo: true }), '')).not.toThrow();
    expect(() =>
      checkBuildMatchesBackend(build({ demo: false }), 'https://a.example'),
    ).not.toThrow();
  });

  it('refuses a folder without a build', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'decola-empty-'));
    cleanups.push(() => rmSync(empty, { recursive: true, force: true }));
    expect(() => checkBuildMatchesBackend(empty, '')).toThrow(/No build/);
  });
});

describe('/api is proxied to DECOLA_API_URL', () => {
  it('keeps the path under the backend address, names its host and passes the answer through', async () => {
    const backend = await echoBackend({ status: 401 });
    const portal = await listen(
      createPortalServer({ dir: build({ demo: false }), apiUrl: `${backend.url}/portal/` }),
    );
    const response = await fetch(`${portal}/api/decola/login?x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
      body: '{"login":"a"}',
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('set-cookie')).toBe('session=abc; HttpOnly; Path=/');
    // The API's own answer, not the static files' policy.
    expect(response.headers.get('content-security-policy')).toBeNull();
    const [request] = backend.seen;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/portal/api/decola/login?x=1',
      body: '{"login":"a"}',
    });
    expect(request.headers.host).toBe(new URL(backend.url).host);
    expect(request.headers['x-forwarded-proto']).toBe('https');
    expect(request.headers['x-forwarded-host']).toBe(new URL(portal).host);
  });

  it('answers 502 when the backend cannot be reached', async () => {
    const closed = http.createServer();
    const url = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const portal = await listen(createPortalServer({ dir: build({ demo: false }), apiUrl: url }));
    expect((await fetch(`${portal}/api/decola/configuration`)).status).toBe(502);
  });

  it('answers 504 when the backend does not answer in time', async () => {
    const backend = await echoBackend({ hang: true });
    const proxy = createApiProxy(backend.url, { timeoutMs: 100 });
    const portal = await listen(http.createServer(proxy));
    expect((await fetch(`${portal}/api/decola/configuration`)).status).toBe(504);
  });

  it('is not there in the demo: /api is never answered by the static files', async () => {
    const portal = await listen(createPortalServer({ dir: build({ demo: true }) }));
    expect((await fetch(`${portal}/api/decola/configuration`)).status).toBe(404);
  });
});

describe('the static files', () => {
  it('answer GET and HEAD only', async () => {
    const portal = await listen(createPortalServer({ dir: build({ demo: true }) }));
    const post = await fetch(`${portal}/student/home`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${portal}/student/home`, { method: 'HEAD' })).status).toBe(200);
  });

  it("keep the password-reset page's token from every other site: Referrer-Policy no-referrer", async () => {
    const portal = await listen(
      createPortalServer({ dir: build({ demo: false }), apiUrl: 'http://backend.invalid' }),
    );
    const reset = await fetch(`${portal}/student/home/reset/email/a-long-reset-token`);
    expect(reset.status).toBe(200);
    expect(reset.headers.get('referrer-policy')).toBe('no-referrer');
    const home = await fetch(`${portal}/student/home`);
    expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answer every page with the app, an empty segment or a dot in it too', async () => {
    const portal = await listen(createPortalServer({ dir: build({ demo: true }) }));
    for (const page of ['/student//evil.example', '/student/a.b/c', '/student//x//y']) {
      const response = await fetch(`${portal}${page}`, { redirect: 'manual' });
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type'), page).toMatch(/^text\/html/);
    }
    expect((await fetch(`${portal}/student/assets/gone-1a2b3c.js`)).status).toBe(404);
    expect((await fetch(`${portal}/student//assets/gone-1a2b3c.js`)).status).toBe(404);
  });

  it("answer the landing's addresses with index.html and the signed-in ones with the signed-in page", async () => {
    const dir = build({ demo: true });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(path.join(dir, 'signed-in.html'), '<!doctype html><title>signed in</title>');
    const portal = await listen(createPortalServer({ dir }));
    const pages = {
      '/student/home': 'landing',
      '/student/home/': 'landing',
      '/student/home/reset/abc': 'landing',
      '/student/terms': 'landing',
      '/student/dashboard': 'signed in',
      '/student/course/1': 'signed in',
      '/student/homework': 'signed in',
      '/student/x': 'signed in',
    };
    for (const [address, title] of Object.entries(pages)) {
      const html = await (await fetch(`${portal}${address}`)).text();
      expect(html, address).toBe(`<!doctype html><title>${title}</title>`);
    }
  });

  it('answer every address with index.html in a build that has no signed-in page', async () => {
    const portal = await listen(createPortalServer({ dir: build({ demo: true }) }));
    const response = await fetch(`${portal}/student/dashboard`);
    expect(await response.text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('answer nothing outside /student/', async () => {
    const portal = await listen(createPortalServer({ dir: build({ demo: true }) }));
    const response = await fetch(`${portal}/other/index.html`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("serve the demo's files with their types, ranges for media, and let the app frame them", async () => {
    const dir = build({ demo: true });
    const scorm = path.join(dir, 'demo', 'scorm', 'pacote');
    mkdirSync(scorm, { recursive: true });
    mkdirSync(path.join(dir, 'demo', 'audio'));
    writeFileSync(path.join(scorm, 'index.html'), '<!doctype html><title>SCORM</title>');
    writeFileSync(path.join(scorm, 'imsmanifest.xml'), '<?xml version="1.0"?><manifest/>');
    writeFileSync(path.join(dir, 'demo', 'audio', 'fala.mp3'), Buffer.alloc(4000, 0xff));
    const portal = await listen(createPortalServer({ dir }));

    const audio = await fetch(`${portal}/student/demo/audio/fala.mp3`, {
      headers: { Range: 'bytes=1000-1999' },
    });
    expect(audio.status).toBe(206);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(audio.headers.get('content-range')).toBe('bytes 1000-1999/4000');
    // The whole file says it serves ranges: PDF.js then asks only for the pages it shows.
    const whole = await fetch(`${portal}/student/demo/audio/fala.mp3`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await audio.arrayBuffer()).byteLength).toBe(1000);

    const launch = await fetch(`${portal}/student/demo/scorm/pacote/index.html`);
    expect(launch.headers.get('content-type')).toMatch(/^text\/html/);
    // The packages' policy: their inline scripts run, only the portal frames them.
    const packagePolicy = launch.headers.get('content-security-policy');
    expect(packagePolicy).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(packagePolicy).toContain("frame-ancestors 'self'");
    expect(packagePolicy).toContain("object-src 'none'");
    // A package's folder is its own index page, never the app's under the packages' policy.
    const folder = await fetch(`${portal}/student/demo/scorm/pacote/`);
    expect(await folder.text()).toBe('<!doctype html><title>SCORM</title>');
    expect((await fetch(`${portal}/student/demo/scorm/nenhum/`)).status).toBe(404);
    // The portal's own pages keep the strict policy.
    const page = await fetch(`${portal}/student/dashboard`);
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(
      (await fetch(`${portal}/student/demo/scorm/pacote/index.html`, { method: 'HEAD' })).status,
    ).toBe(200);
    const manifest = await fetch(`${portal}/student/demo/scorm/pacote/imsmanifest.xml`);
    expect(manifest.headers.get('content-type')).toMatch(/xml/);

    // A file the demo does not have is missing, never the app's page.
    const gone = await fetch(`${portal}/student/demo/files/nenhum`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('serve a whole PDF saying it serves ranges, so PDF.js then reads only the pages it shows', async () => {
    const dir = build({ demo: true });
    mkdirSync(path.join(dir, 'demo', 'files'), { recursive: true });
    writeFileSync(
      path.join(dir, 'demo', 'files', 'apostila.pdf'),
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6000, 0x20)]),
    );
    const portal = await listen(createPortalServer({ dir }));

    const whole = await fetch(`${portal}/student/demo/files/apostila.pdf`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await whole.arrayBuffer()).byteLength).toBe(6009);
    const head = await fetch(`${portal}/student/demo/files/apostila.pdf`, { method: 'HEAD' });
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    const part = await fetch(`${portal}/student/demo/files/apostila.pdf`, {
      headers: { Range: 'bytes=0-1023' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-1023/6009');
    expect((await part.arrayBuffer()).byteLength).toBe(1024);
  });

  it("let the build's content hosts (DECOLA_CONTENT_HOSTS) serve media, frames, images and PDFs, and no others", async () => {
    const dir = build({ demo: true });
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, '.vite', 'decola-build.json'),
      JSON.stringify({ contentHosts: ['cdn.decola.dev', '.arquivos.example.com', 'x y;'] }),
    );
    const portal = await listen(createPortalServer({ dir }));
    const policy = (await fetch(`${portal}/student/dashboard`)).headers.get(
      'content-security-policy',
    );
    const hosts = 'cdn.decola.dev arquivos.example.com *.arquivos.example.com';
    for (const directive of [
      `img-src 'self' data: blob: ${hosts}`,
      `media-src 'self' ${hosts}`,
      `frame-src 'self' https://www.youtube-nocookie.com ${hosts}`,
      `connect-src 'self' ${hosts}`,
    ])
      expect(policy).toContain(`${directive};`);
    // Never served: the facts are the server's, not the browser's.
    expect((await fetch(`${portal}/student/.vite/decola-build.json`)).status).toBe(404);

    const without = await listen(createPortalServer({ dir: build({ demo: true }) }));
    const plain = (await fetch(`${without}/student/dashboard`)).headers.get(
      'content-security-policy',
    );
    expect(plain).not.toMatch(/media-src|connect-src/);
  });

  it('revalidate index.html with its ETag', async () => {
    const portal = await listen(createPortalServer({ dir: build({ demo: true }) }));
    const first = await fetch(`${portal}/student/dashboard`);
    const again = await fetch(`${portal}/student/dashboard`, {
      headers: { 'If-None-Match': first.headers.get('etag') },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it("serve the portal's worker and the templates' manifests fresh, under the portal's policy", async () => {
    const dir = build({ demo: false });
    writeFileSync(path.join(dir, 'portalWorker.js'), "const BUILD = 'abc';");
    writeFileSync(path.join(dir, 'manifest-circle.webmanifest'), '{"name":"Decola"}');
    writeFileSync(path.join(dir, 'icon-circle.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const portal = await listen(createPortalServer({ dir, apiUrl: 'http://backend.invalid' }));

    const worker = await fetch(`${portal}/student/portalWorker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    // A deployment reaches the browser's next check for a new worker, never a cached script.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // The worker fetches only the portal's own pages and files: the portal's policy, not the
    // demo worker's wider one.
    const policy = worker.headers.get('content-security-policy');
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('connect-src');

    const manifest = await fetch(`${portal}/student/manifest-circle.webmanifest`);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'Decola' });
    const icon = await fetch(`${portal}/student/icon-circle.svg`);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    // A template's manifest that is not there is a 404, never the app's page.
    expect((await fetch(`${portal}/student/manifest-gone.webmanifest`)).status).toBe(404);
  });

  it('have the worker show offline the page the server would have sent', () => {
    const source = readFileSync(new URL('../public/portalWorker.js', import.meta.url), 'utf8');
    const rule = /const OPENS_PUBLIC_PAGE = \/(.+)\/;/.exec(source)?.[1];
    expect(rule).toBeDefined();
    const workerOpensPublicPage = (page) => new RegExp(rule ?? '$^').test(page);
    const pages = [
      '',
      'home',
      'home/',
      'home/reset/email/abc',
      'terms',
      'terms/',
      'dashboard',
      'course/1',
      'homework',
      'homes',
      'x/home',
      'profile/terms',
    ];
    for (const page of pages) expect(workerOpensPublicPage(page), page).toBe(opensPublicPage(page));
  });
});
