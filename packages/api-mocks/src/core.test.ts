import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyDemoDirectives, demoControls } from './controls';
import { DATABASE_VERSION } from './db/database';
import { sessionStoragePersistence } from './db/persistence';
import { database, resetDatabase, setPersistence } from './db/store';
import { INJECTED_SERVER_ERROR } from './faults';
import { handlers } from './handlers';
import { openSession, SESSION_COOKIE } from './session';
import { DEMO_USER_IDS } from './seed/users';
import { createCaller } from './testing/caller';
import { MemoryStorage } from './testing/memoryStorage';

/** The aluno's session cookie, opened without going through the login handler. */
const alunoSession = () => openSession(DEMO_USER_IDS.aluno).split(';')[0]!;

function get(path: string, cookie: string) {
  return getResponse(handlers, new Request(`http://demo.test${path}`, { headers: { cookie } }));
}

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

describe('the session guard', () => {
  it('answers a private call without a session with 403 and the catalogue message', async () => {
    const { status, body } = await createCaller().json('GET', '/api/decola/notifications');
    expect(status).toBe(403);
    expect(body).toEqual({ code: 'ACCESS_SESSION_EXPIRED', message: 'Faça seu login novamente.' });
  });

  it('answers 403 once the sessions are expired by the demo controls', async () => {
    const cookie = alunoSession();
    expect((await get('/api/decola/not-in-the-contract', cookie))?.status).toBe(404);
    demoControls.expireSessions();
    expect(Object.keys(database().sessions)).toEqual([]);
    expect((await get('/api/decola/notifications', cookie))?.status).toBe(403);
  });

  it('asks for a bearer token on the reset-password and QR check-in calls', async () => {
    const { status } = await createCaller().json('POST', '/api/resetPassword/by/email', {
      body: { password: 'Nova@Senha1', passwordConfirmation: 'Nova@Senha1', token: 'x' },
    });
    expect(status).toBe(403);
  });

  it('answers 404 with the error object for a path the contract does not know', async () => {
    const { status, body } = await createCaller().json('GET', '/api/decola/nao-existe');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'NOT_FOUND', message: 'Esta rota não existe na API.' });
  });
});

describe('fault injection', () => {
  it('makes one operation answer 500 with the server’s own code and message', async () => {
    demoControls.addFault('listNotifications', { kind: 'status', status: 500 });
    const { status, body } = await createCaller().json('GET', '/api/decola/notifications');
    expect(status).toBe(500);
    expect(body).toEqual(INJECTED_SERVER_ERROR);
  });

  it('answers a body without code and message', async () => {
    demoControls.addFault('*', { kind: 'empty-body' });
    const { status, body } = await createCaller().json('GET', '/api/decola/configuration');
    expect(status).toBe(500);
    expect(body).toEqual({});
  });

  it('fails the network', async () => {
    demoControls.addFault('getConfiguration', { kind: 'network' });
    const response = await createCaller().call('GET', '/api/decola/configuration');
    expect(response.type).toBe('error');
  });

  it('answers 403 and 404 as the catalogue reads them', async () => {
    demoControls.addFault('getConfiguration', { kind: 'status', status: 403 });
    expect((await createCaller().json('GET', '/api/decola/configuration')).status).toBe(403);
    demoControls.clearFaults();
    demoControls.addFault('getConfiguration', { kind: 'status', status: 404 });
    expect((await createCaller().json('GET', '/api/decola/configuration')).body).toEqual({
      code: 'NOT_FOUND',
      message: 'Não encontrado.',
    });
  });

  it('stops after the given number of hits, and prefers an operation’s own rule to the general one', async () => {
    demoControls.addFault('*', { kind: 'status', status: 404 });
    demoControls.addFault('getConfiguration', { kind: 'status', status: 500 }, 1);
    const caller = createCaller();
    expect((await caller.json('GET', '/api/decola/configuration')).status).toBe(500);
    expect((await caller.json('GET', '/api/decola/configuration')).status).toBe(404);
    expect(demoControls.state().faults).toEqual([
      { operationId: '*', fault: { kind: 'status', status: 404 } },
    ]);
  });

  it('delays an answer by the latency set', async () => {
    demoControls.addFault('getConfiguration', { kind: 'latency', ms: 120 });
    demoControls.addFault('getConfiguration', { kind: 'status', status: 500 });
    const started = performance.now();
    const { status } = await createCaller().json('GET', '/api/decola/configuration');
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(status).toBe(500);
  });

  it('refuses an operation the contract does not have', () => {
    expect(() =>
      demoControls.addFault('inventedOperation' as 'login', { kind: 'network' }),
    ).toThrow('Unknown operation "inventedOperation".');
  });
});

describe('demo directives of the ?demo= query parameter', () => {
  it('switch the modes and add faults', () => {
    const unread = applyDemoDirectives(
      'maintenance,suggestions,decoin-limit,fault:login:500:2,fault:*:delay-300,bogus',
    );
    expect(unread).toEqual(['bogus']);
    expect(demoControls.state()).toEqual({
      maintenanceMode: true,
      suggestionMode: true,
      dailyDecoinLimitExceeded: true,
      faults: [
        { operationId: 'login', fault: { kind: 'status', status: 500 }, remaining: 2 },
        { operationId: '*', fault: { kind: 'latency', ms: 300 } },
      ],
    });
  });

  it('ignore faults of unknown operations or kinds, and reset the data', () => {
    expect(applyDemoDirectives('fault:nope:500,fault:login:418,fault:login:500:0')).toEqual([
      'fault:nope:500',
      'fault:login:418',
      'fault:login:500:0',
    ]);
    demoControls.update({ maintenanceMode: true });
    applyDemoDirectives('reset');
    expect(demoControls.state().maintenanceMode).toBe(false);
  });
});

describe('the demo controls over HTTP', () => {
  it('set faults and settings, report them and reset', async () => {
    const caller = createCaller();
    await caller.json('POST', '/__demo/faults', {
      body: { operationId: 'login', fault: 'network', times: 1 },
    });
    await caller.json('POST', '/__demo/settings', { body: { maintenanceMode: true } });
    const { body } = await caller.json('GET', '/__demo/state');
    expect(body).toMatchObject({
      maintenanceMode: true,
      faults: [{ operationId: 'login', remaining: 1 }],
    });
    expect(
      (await caller.json('POST', '/__demo/faults', { body: { operationId: 'x', fault: '500' } }))
        .status,
    ).toBe(400);
    await caller.json('POST', '/__demo/reset');
    expect((await caller.json('GET', '/__demo/state')).body).toMatchObject({
      maintenanceMode: false,
      faults: [],
    });
  });
});

describe('persistence in the browser', () => {
  afterEach(() => setPersistence(null));

  it('keeps the state for the next page load, and reseeds a database of another version', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    setPersistence(sessionStoragePersistence(storage));
    demoControls.update({ suggestionMode: true });
    setPersistence(sessionStoragePersistence(storage));
    expect(database().configuration.isSuggestionMode).toBe(true);

    const stored = JSON.parse(storage.getItem('decola-demo-database')!);
    storage.setItem(
      'decola-demo-database',
      JSON.stringify({ ...stored, version: DATABASE_VERSION + 1 }),
    );
    setPersistence(sessionStoragePersistence(storage));
    expect(database().configuration.isSuggestionMode).toBe(false);
  });
});

describe('demo images', () => {
  it('are SVGs drawn from the kind and id, with a person’s initials', async () => {
    const response = await createCaller().call('GET', '/student/demo/img/avatar-1.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('>AR</text>');
    const course = await (
      await createCaller().call('GET', '/student/demo/img/course-7.svg')
    ).text();
    expect(course).toContain('Curso');
    expect((await createCaller().call('GET', '/student/demo/img/nonsense.png')).status).toBe(404);
  });
});

it('the session cookie is the contract’s', () => {
  expect(SESSION_COOKIE).toBe('DECOLA_SESSION');
});
