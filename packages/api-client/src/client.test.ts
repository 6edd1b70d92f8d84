import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { components } from './schema.js';
import { API, server, testClient } from './test/server.js';

type Schemas = components['schemas'];

const catalogPage: Schemas['CourseCatalogPage'] = {
  courses: [{ id: 12, title: 'Gestão de Equipes de Alta Performance' }],
  page: 1,
  pages: 4,
  total: 87,
};

describe('answers, read as spec 1 §7 says', () => {
  it('resolves most calls to their data field', async () => {
    server.use(
      http.get(`${API}/api/decola/course/list`, () => HttpResponse.json({ data: catalogPage })),
    );

    const page = await testClient().get('/api/decola/course/list');

    expect(page).toEqual(catalogPage);
    expectTypeOf(page).toEqualTypeOf<Schemas['CourseCatalogPage']>();
  });

  it('reads the login answer from success', async () => {
    server.use(http.post(`${API}/api/login`, () => HttpResponse.json({ success: true })));

    const success = await testClient().post('/api/login', {
      body: { login: '52998224725', password: 'Decola@2024' },
    });

    expect(success).toBe(true);
    expectTypeOf(success).toEqualTypeOf<boolean>();
  });

  it('uses the configuration answer whole', async () => {
    const configuration: Schemas['Configuration'] = {
      authorName: 'Marina Albuquerque',
      modifiedAt: '2024-04-29T18:20:00-03:00',
      isMaintenanceMode: false,
      isSuggestionMode: true,
    };
    server.use(http.get(`${API}/api/decola/configuration`, () => HttpResponse.json(configuration)));

    const answer = await testClient().get('/api/decola/configuration');

    expect(answer).toEqual(configuration);
    expectTypeOf(answer).toEqualTypeOf<Schemas['Configuration']>();
  });

  it('reads the states list from states', async () => {
    const states: Schemas['StateOption'][] = [{ id: 'PR', label: 'Paraná', stateID: 16 }];
    server.use(http.get(`${API}/api/decola/states`, () => HttpResponse.json({ states })));

    const answer = await testClient().get('/api/decola/states');

    expect(answer).toEqual(states);
    expectTypeOf(answer).toEqualTypeOf<Schemas['StateOption'][]>();
  });

  it('reads the newest courses from courses', async () => {
    const courses: Schemas['Course'][] = [
      { id: 41, title: 'Segurança do Trabalho em Canteiros de Obra' },
    ];
    server.use(http.get(`${API}/api/course/list/new`, () => HttpResponse.json({ courses })));

    const answer = await testClient().get('/api/course/list/new');

    expect(answer).toEqual(courses);
    expectTypeOf(answer).toEqualTypeOf<Schemas['Course'][]>();
  });

  it('keeps the envelope on the raw openapi-fetch client', async () => {
    server.use(
      http.get(`${API}/api/decola/course/list`, () => HttpResponse.json({ data: catalogPage })),
    );

    const { data } = await testClient().raw.GET('/api/decola/course/list');

    expect(data).toEqual({ data: catalogPage });
  });
});

describe('requests', () => {
  it('sends the session cookie: every request carries credentials include', async () => {
    const credentials: RequestCredentials[] = [];
    server.use(
      http.post(`${API}/api/decola/logout`, ({ request }) => {
        credentials.push(request.credentials);
        return HttpResponse.json({ data: { success: true } });
      }),
    );
    const fetchSpy = vi.fn((request: Request) => fetch(request));

    await testClient({ fetch: fetchSpy }).post('/api/decola/logout');

    expect(credentials).toEqual(['include']);
    expect(fetchSpy.mock.calls[0]?.[0].credentials).toBe('include');
  });

  it('sends the reset token as Authorization: Bearer', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.reset';
    let authorization: string | null = null;
    server.use(
      http.post(`${API}/api/resetPassword/by/email`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: { success: true } });
      }),
    );

    const answer = await testClient().post('/api/resetPassword/by/email', {
      body: { password: 'NovaSenha@2024', passwordConfirmation: 'NovaSenha@2024', token },
      bearerToken: token,
    });

    expect(authorization).toBe(`Bearer ${token}`);
    expect(answer).toEqual({ success: true });
  });

  it('sends the QR link token as Authorization: Bearer, with the query of the link', async () => {
    let seen: { authorization: string | null; search: string } | undefined;
    server.use(
      http.post(`${API}/api/decola/event/check-in/qr-code`, ({ request }) => {
        seen = {
          authorization: request.headers.get('Authorization'),
          search: new URL(request.url).search,
        };
        return HttpResponse.json({
          data: { eventID: 7, classID: 21, date: '2024-05-14', enrolled: true, attended: true },
        });
      }),
    );

    await testClient().post('/api/decola/event/check-in/qr-code', {
      params: { query: { confirmation: true, date: '2024-05-14' } },
      bearerToken: 'qr-token',
    });

    expect(seen).toEqual({
      authorization: 'Bearer qr-token',
      search: '?confirmation=true&date=2024-05-14',
    });
  });

  it('sends no Authorization header on cookie calls', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${API}/api/decola/course/list`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: catalogPage });
      }),
    );

    await testClient().get('/api/decola/course/list');

    expect(authorization).toBeNull();
  });

  it('repeats array query parameters (school=1&school=2)', async () => {
    let search = '';
    server.use(
      http.get(`${API}/api/decola/course/list`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ data: catalogPage });
      }),
    );

    await testClient().get('/api/decola/course/list', {
      params: { query: { school: [1, 2], courseTrack: [4, 9], page: 1, limit: 24 } },
    });

    expect(search).toBe('?school=1&school=2&courseTrack=4&courseTrack=9&page=1&limit=24');
  });
});
