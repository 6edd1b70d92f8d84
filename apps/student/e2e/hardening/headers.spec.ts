import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';

/** docs/security.md says why each directive. */
const CSP = [
  "default-src 'self'",
  "script-src 'self' https://www.youtube.com",
  "img-src 'self' data: blob:",
  "worker-src 'self'",
  "frame-src 'self' https://www.youtube-nocookie.com",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];
const policy = (frameAncestors: string) => [...CSP, `frame-ancestors ${frameAncestors}`].join('; ');
/** A SCORM package's files only: what authoring tools' packages need, the portal's pages never. */
const SCORM_PACKAGE_POLICY = [
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

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The entry chunk's address, read from index.html (its name carries the build's hash). */
async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/student/')).text();
  const src = /<script type="module" crossorigin src="(\/student\/assets\/[^"]+\.js)"/.exec(html);
  expect(src, 'the entry script in index.html').not.toBeNull();
  return src![1]!;
}

test.describe('the production server', () => {
  test('every page is index.html with the strict CSP, never cached without asking', async ({
    request,
  }) => {
    for (const path of [
      '/student/',
      '/student/home',
      '/student/dashboard',
      '/student/course/42/content/7',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['content-type'], path).toBe('text/html;charset=utf-8');
      expect(headers['content-security-policy'], path).toBe(policy("'none'"));
      expect(headers, path).toMatchObject(SECURITY_HEADERS);
      expect(headers['cache-control'], path).toBe('no-cache');
      // Plain HTTP: HSTS only when the request came over TLS.
      expect(headers['strict-transport-security'], path).toBeUndefined();
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  test('hashed files are immutable and sent precompressed, brotli first', async ({ request }) => {
    const script = await entryScript(request);
    const brotli = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.status()).toBe(200);
    expect(brotli.headers()).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript',
      'cache-control': IMMUTABLE,
      vary: 'Accept-Encoding',
      ...SECURITY_HEADERS,
    });
    const gzip = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toBe(await gzip.text());
  });

  test('a file that is not there is a 404, not the app (an old chunk after a redeploy)', async ({
    request,
  }) => {
    const response = await request.get('/student/assets/index-0ld0ld00.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-security-policy']).toBe(policy("'none'"));
    // Not the year-long caching of assets/: the name may exist after the next deploy.
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test("the demo's files may be framed by the portal itself", async ({ request }) => {
    const response = await request.get('/student/media/sobre-poster.jpg');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toBe(policy("'self'"));
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test("the demo's own files come with their types, ranges for media, the SCORM package framable", async ({
    request,
  }) => {
    // A package's files: the packages' own policy (inline scripts, eval), framed by the portal only.
    for (const file of [
      '/student/demo/scorm/seguranca-no-canteiro/index.html',
      '/student/demo/scorm/indicadores-de-seguranca/conteudo/inicio.html',
    ]) {
      const launch = await request.get(file);
      expect(launch.headers()['content-type'], file).toMatch(/^text\/html/);
      expect(launch.headers()['content-security-policy'], file).toBe(SCORM_PACKAGE_POLICY);
      expect(launch.headers(), file).toMatchObject(SECURITY_HEADERS);
    }
    expect(
      (await request.get('/student/demo/files/apostila-seguranca-no-canteiro.pdf')).headers()[
        'content-security-policy'
      ],
    ).toBe(policy("'self'"));
    const types = {
      '/student/demo/scorm/seguranca-no-canteiro/imsmanifest.xml': /xml/,
      '/student/demo/files/apostila-seguranca-no-canteiro.pdf': /^application\/pdf$/,
      '/student/demo/audio/boas-vindas.mp3': /^audio\/mpeg$/,
      '/student/demo/video/introducao-ao-curso.mp4': /^video\/mp4$/,
    };
    for (const [address, type] of Object.entries(types)) {
      const response = await request.get(address, { headers: { Range: 'bytes=0-99' } });
      expect(response.status(), address).toBe(206);
      expect(response.headers()['content-type'], address).toMatch(type);
    }
    const gone = await request.get('/student/demo/files/nenhum-arquivo');
    expect(gone.status()).toBe(404);
  });

  test("the demo's worker may fetch what the page may load, as it fetches in the page's place", async ({
    request,
  }) => {
    // The script the demo registers governs the worker; MSW's own, which it imports, too.
    for (const script of ['mockServiceWorker.demo.js', 'mockServiceWorker.js']) {
      const response = await request.get(`/student/${script}`);
      expect(response.status(), script).toBe(200);
      expect(response.headers()['content-security-policy'], script).toBe(
        [
          ...CSP.slice(0, 2),
          "connect-src 'self' https://www.youtube.com",
          ...CSP.slice(2),
          "frame-ancestors 'none'",
        ].join('; '),
      );
      expect(response.headers()['cache-control'], script).toBe('no-cache');
    }
  });

  test('HSTS is sent when TLS ended at a proxy in front', async ({ request }) => {
    const response = await request.get('/student/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  test('the bare host and /student lead to /student/', async ({ request }) => {
    for (const path of ['/', '/student', '/student?demo=reset']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()['location'], path).toBe(
        path.includes('?') ? '/student/?demo=reset' : '/student/',
      );
    }
  });
});
