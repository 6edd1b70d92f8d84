import { beforeEach, describe, expect, it } from 'vitest';
import { database, resetDatabase, setPersistence } from '../../db/store';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../../seed/users';
import { createCaller } from '../../testing/caller';

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

const SESSION_EXPIRED = { code: 'ACCESS_SESSION_EXPIRED', message: 'Faça seu login novamente.' };

describe('login', () => {
  it('by e-mail opens a session, so a private call then answers', async () => {
    const caller = createCaller();
    const login = await caller.json('POST', '/api/login', {
      body: { login: 'aluno@decola.dev', password: DEMO_PASSWORD },
    });
    expect(login).toEqual({ status: 200, body: { success: true } });
    expect(caller.session).toBeTruthy();
    const me = await caller.json<{ data: { user: { id: number; email: string } } }>(
      'GET',
      '/api/user/me/list/personalInformation',
    );
    expect(me.status).toBe(200);
    expect(me.body.data.user).toMatchObject({ id: DEMO_USER_IDS.aluno, email: 'aluno@decola.dev' });
  });

  it('by CPF, masked with dots and dash or as bare digits (spec 1 §5)', async () => {
    for (const login of ['529.982.247-25', '52998224725']) {
      const caller = createCaller();
      await caller.json('POST', '/api/login', { body: { login, password: DEMO_PASSWORD } });
      const { status } = await caller.json('GET', '/api/decola/notifications');
      expect(status, login).toBe(200);
    }
  });

  it('ignores the e-mail’s case and the spaces around the password', async () => {
    const caller = createCaller();
    const { status } = await caller.json('POST', '/api/login', {
      body: { login: 'ALUNO@Decola.dev', password: ` ${DEMO_PASSWORD} ` },
    });
    expect(status).toBe(200);
  });

  it('refuses a wrong password or an unknown login with 401 INVALID_CREDENTIALS and no session', async () => {
    const caller = createCaller();
    for (const body of [
      { login: 'aluno@decola.dev', password: 'Errada@2026' },
      { login: 'ninguem@decola.dev', password: DEMO_PASSWORD },
      { login: '111.222.333-44', password: DEMO_PASSWORD },
    ]) {
      const { status, body: answer } = await caller.json('POST', '/api/login', { body });
      expect(status).toBe(401);
      expect(answer).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'CPF/e-mail ou senha incorretos.',
      });
    }
    expect(caller.session).toBeNull();
    expect((await caller.json('GET', '/api/decola/notifications')).status).toBe(403);
  });

  it('answers the empty fields as a validation list', async () => {
    const { status, body } = await createCaller().json('POST', '/api/login', {
      body: { login: '', password: '' },
    });
    expect(status).toBe(400);
    expect(body).toEqual([
      { code: 'REQUIRED_FIELD', message: 'Informe seu CPF ou e-mail.', field: 'login' },
      { code: 'REQUIRED_FIELD', message: 'Informe sua senha.', field: 'password' },
    ]);
  });
});

describe('logout', () => {
  it('closes the session: the next private call answers 403', async () => {
    const caller = createCaller();
    await caller.signIn('aluno@decola.dev');
    const sessionsBefore = Object.keys(database().sessions).length;
    const { status, body } = await caller.json('POST', '/api/decola/logout');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { success: true } });
    expect(caller.session).toBeNull();
    expect(Object.keys(database().sessions)).toHaveLength(sessionsBefore - 1);
    const after = await caller.json('GET', '/api/user/me/list/personalInformation');
    expect(after).toEqual({ status: 403, body: SESSION_EXPIRED });
  });
});

describe('role checks', () => {
  it.each([
    ['aluno@decola.dev', false, false],
    ['admin@decola.dev', true, false],
    ['gestor@decola.dev', false, true],
  ])('%s is admin %s and manager %s', async (email, isAdmin, isManager) => {
    const caller = createCaller();
    await caller.signIn(email);
    expect((await caller.json('GET', '/api/decola/user/isAdmin')).body).toEqual({
      data: { isAdmin },
    });
    expect((await caller.json('GET', '/api/decola/user/isManager')).body).toEqual({
      data: { isManager },
    });
  });

  it('counts user type 5 as an administrator too (spec 1 §6)', async () => {
    database().users.find((user) => user.id === 20)!.userType = 5;
    const caller = createCaller();
    await caller.signIn(database().users.find((user) => user.id === 20)!.email);
    expect((await caller.json('GET', '/api/decola/user/isAdmin')).body).toEqual({
      data: { isAdmin: true },
    });
  });
});

describe('terms acceptance', () => {
  it('clears needAcceptNewTerm for the signed-in user, who then no longer has to accept', async () => {
    const caller = createCaller();
    await caller.signIn('termos@decola.dev');
    type Me = { data: { user: { needAcceptNewTerm: boolean } } };
    const before = await caller.json<Me>('GET', '/api/user/me/list/personalInformation');
    expect(before.body.data.user.needAcceptNewTerm).toBe(true);
    expect((await caller.json('POST', '/api/user/accept/term')).status).toBe(200);
    const after = await caller.json<Me>('GET', '/api/user/me/list/personalInformation');
    expect(after.body.data.user.needAcceptNewTerm).toBe(false);
  });

  it('answers 403 without a session: there is nobody to record the acceptance for', async () => {
    const { status, body } = await createCaller().json('POST', '/api/user/accept/term');
    expect(status).toBe(403);
    expect(body).toEqual(SESSION_EXPIRED);
    expect(
      database().users.find((user) => user.id === DEMO_USER_IDS.termos)!.needAcceptNewTerm,
    ).toBe(true);
  });
});
