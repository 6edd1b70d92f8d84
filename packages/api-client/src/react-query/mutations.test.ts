import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DecolaError } from '../errors.js';
import { API, server, testClient } from '../test/server.js';
import { createDecolaMutations, createDecolaQueries, decolaKeys } from './index.js';

const api = testClient();
const mutations = createDecolaMutations(api);
const queries = createDecolaQueries(api);

function run<TVariables>(client: QueryClient, options: object, variables: TVariables) {
  return new MutationObserver<unknown, DecolaError, TVariables>(client, options as never).mutate(
    variables,
  );
}

describe('mutationOptions factories', () => {
  it('invalidate what the call changed: a watched notification reloads the list (spec 1 §4)', async () => {
    server.use(
      http.get(`${API}/api/decola/notifications`, () => HttpResponse.json({ data: [] })),
      http.post(`${API}/api/decola/notification/5/watch`, () =>
        HttpResponse.json({ data: { success: true } }),
      ),
    );
    const client = new QueryClient();
    await client.fetchQuery(queries.notifications.list());

    await run(client, mutations.notifications.watch(), 5);

    expect(client.getQueryState(decolaKeys.notifications.list())?.isInvalidated).toBe(true);
  });

  it('leave unrelated queries alone', async () => {
    server.use(
      http.get(`${API}/api/decola/pills`, () =>
        HttpResponse.json({ data: { pills: [], has_more: false } }),
      ),
      http.post(`${API}/api/decola/notification/5/watch`, () =>
        HttpResponse.json({ data: { success: true } }),
      ),
    );
    const client = new QueryClient();
    await client.fetchInfiniteQuery(queries.pills.list());

    await run(client, mutations.notifications.watch(), 5);

    expect(client.getQueryState(decolaKeys.pills.list())?.isInvalidated).toBe(false);
  });

  it('reject with the DecolaError of the catalogue and invalidate nothing', async () => {
    server.use(
      http.get(`${API}/api/decola/event/7`, () =>
        HttpResponse.json({ data: { id: 7, name: 'Obra segura', type: 1 } }),
      ),
      http.post(`${API}/api/decola/event/class/21/enroll`, () =>
        HttpResponse.json(
          { code: 'MAX_CAPACITY_REACHED', message: 'Não há mais vagas para essa turma.' },
          { status: 409 },
        ),
      ),
    );
    const client = new QueryClient();
    await client.fetchQuery(queries.events.detail(7));

    const failure = await run(client, mutations.events.enrollClass(), {
      eventId: 7,
      classId: 21,
    }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(DecolaError);
    expect(failure).toMatchObject({
      code: 'MAX_CAPACITY_REACHED',
      message: 'Não há mais vagas para essa turma.',
    });
    expect(client.getQueryState(decolaKeys.events.detail(7))?.isInvalidated).toBe(false);
  });

  it('check in by QR code with the link token as bearer and confirmation=true (spec 2 §7)', async () => {
    let seen: { authorization: string | null; search: string } | undefined;
    server.use(
      http.post(`${API}/api/decola/graduation/check-in/qr-code`, ({ request }) => {
        seen = {
          authorization: request.headers.get('Authorization'),
          search: new URL(request.url).search,
        };
        return HttpResponse.json({
          data: { graduationID: 3, date: '2024-05-14', enrolled: true, attended: true },
        });
      }),
    );

    await run(new QueryClient(), mutations.graduations.checkIn(), { token: 'qr-token', id: 3 });

    expect(seen).toEqual({ authorization: 'Bearer qr-token', search: '?confirmation=true&id=3' });
  });

  it('send the reset token in the body and as bearer (spec 1 §7)', async () => {
    let seen: { authorization: string | null; token: unknown } | undefined;
    server.use(
      http.post(`${API}/api/resetPassword/by/data`, async ({ request }) => {
        const body = (await request.json()) as { token?: unknown };
        seen = { authorization: request.headers.get('Authorization'), token: body.token };
        return HttpResponse.json({ data: { success: true } });
      }),
    );

    await run(new QueryClient(), mutations.access.resetPasswordByData(), {
      password: 'NovaSenha@2024',
      passwordConfirmation: 'NovaSenha@2024',
      token: 'identity-token',
    });

    expect(seen).toEqual({ authorization: 'Bearer identity-token', token: 'identity-token' });
  });

  it('log out: even when the call fails, drop every query but the configuration and reload it', async () => {
    let configurationLoads = 0;
    server.use(
      http.get(`${API}/api/decola/configuration`, () => {
        configurationLoads += 1;
        return HttpResponse.json({ isMaintenanceMode: false, isSuggestionMode: false });
      }),
      http.get(`${API}/api/user/me/list/personalInformation`, () =>
        HttpResponse.json({ data: { user: { id: 1, name: 'Ana' }, companies: [] } }),
      ),
      http.post(`${API}/api/decola/logout`, () => HttpResponse.error()),
    );
    const client = new QueryClient();
    await client.fetchQuery(queries.profile.me());
    // The shell keeps the configuration on screen, so its query is active and refetches.
    const configuration = new QueryObserver(client, queries.configuration.current());
    const unsubscribe = configuration.subscribe(() => undefined);
    await configuration.refetch();

    const failure = await run(client, mutations.access.logout(), undefined).catch(
      (error: unknown) => error,
    );
    unsubscribe();

    expect(failure).toMatchObject({ message: 'Erro de conexão.' });
    expect(client.getQueryData(decolaKeys.profile.me())).toBeUndefined();
    expect(client.getQueryData(decolaKeys.configuration.current())).toEqual({
      isMaintenanceMode: false,
      isSuggestionMode: false,
    });
    expect(configurationLoads).toBe(2);
  });
});
