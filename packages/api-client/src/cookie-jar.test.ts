import { expect, it } from 'vitest';
import { createDecolaClient } from './client.js';
import { createCookieJarFetch } from './cookie-jar.js';

/** Not MSW: its browser-like cookie store would hide what the jar does. */
function sessionServer() {
  const cookies: (string | null)[] = [];
  const fetch = (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const json = (body: unknown, setCookie?: string) =>
      new Response(JSON.stringify(body), {
        headers: {
          'Content-Type': 'application/json',
          ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
        },
      });
    if (pathname === '/api/login') {
      return Promise.resolve(
        json({ success: true }, 'DECOLA_SESSION=s%3A9f1c2b7e; Path=/; HttpOnly; SameSite=Lax'),
      );
    }
    if (pathname === '/api/decola/logout') {
      return Promise.resolve(
        json({ data: { success: true } }, 'DECOLA_SESSION=; Path=/; Max-Age=0'),
      );
    }
    cookies.push(request.headers.get('Cookie'));
    return Promise.resolve(
      json({ data: { user: { id: 1042, name: 'Ana Beatriz Souza' }, companies: [] } }),
    );
  };
  return { cookies, fetch };
}

it('keeps the session cookie of the login for the next calls, and forgets it on logout', async () => {
  const { cookies, fetch } = sessionServer();
  const api = createDecolaClient({
    baseUrl: 'http://api.decola.test',
    fetch: createCookieJarFetch(fetch),
  });

  await api.get('/api/user/me/list/personalInformation');
  await api.post('/api/login', { body: { login: '52998224725', password: 'Decola@2024' } });
  await api.get('/api/user/me/list/personalInformation');
  await api.post('/api/decola/logout');
  await api.get('/api/user/me/list/personalInformation');

  expect(cookies).toEqual([null, 'DECOLA_SESSION=s%3A9f1c2b7e', null]);
});

it('without the jar, a fetch that stores no cookies loses the login', async () => {
  const { cookies, fetch } = sessionServer();
  const api = createDecolaClient({ baseUrl: 'http://api.decola.test', fetch });

  await api.post('/api/login', { body: { login: '52998224725', password: 'Decola@2024' } });
  await api.get('/api/user/me/list/personalInformation');

  expect(cookies).toEqual([null]);
});
