import { createCookieJarFetch, createDecolaClient, DecolaError } from '@decola/api-client';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { demoControls } from './controls';
import { DEMO_PASSWORD } from './seed/users';
import { KNOWN_METHODS, startMockApi } from './server';

let server: Awaited<ReturnType<typeof startMockApi>>;

beforeAll(async () => {
  server = await startMockApi({ port: 0 });
});
afterAll(() => server.close());
beforeEach(() => {
  demoControls.reset();
});

// What `pnpm mock-api` is for: another tool drives the demo backend over HTTP with the typed client.
it('answers a login with the demo student, then the catalogue with the session cookie', async () => {
  const api = createDecolaClient({ baseUrl: server.url, fetch: createCookieJarFetch() });
  await api.post('/api/login', { body: { login: 'aluno@decola.dev', password: DEMO_PASSWORD } });
  const catalogue = await api.get('/api/decola/course/list', {
    params: { query: { page: 1, limit: 24 } },
  });
  expect(catalogue.courses.length).toBe(24);
  expect(catalogue.total).toBeGreaterThanOrEqual(60);
});

it('refuses the catalogue without a session, as the catalogue error rules read it', async () => {
  const api = createDecolaClient({ baseUrl: server.url, fetch: createCookieJarFetch() });
  const failure = await api
    .get('/api/decola/course/list', { params: { query: { page: 1 } } })
    .catch((error) => error);
  expect(failure).toBeInstanceOf(DecolaError);
  expect(failure).toMatchObject({
    status: 403,
    code: 'ACCESS_SESSION_EXPIRED',
    message: 'Faça seu login novamente.',
  });
});

it('drops the connection for an injected network failure', async () => {
  demoControls.addFault('getConfiguration', { kind: 'network' });
  const api = createDecolaClient({ baseUrl: server.url });
  await expect(api.get('/api/decola/configuration')).rejects.toMatchObject({
    code: 'UNEXPECTED_ERROR',
    message: 'Erro de conexão.',
  });
});

it('answers a method no call of the contract uses with 405 and the methods it knows, never 500', async () => {
  for (const method of ['PROPFIND', 'TRACE', 'PURGE', 'LOCK']) {
    const status = await new Promise<{ status?: number; allow?: string }>((resolve, reject) => {
      const url = new URL('/api/decola/configuration', server.url);
      const request = httpRequest(url, { method }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, allow: response.headers.allow });
      });
      request.on('error', reject);
      request.end();
    });
    expect(status, method).toEqual({ status: 405, allow: KNOWN_METHODS });
  }
});
