import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../db/access';
import { database, resetDatabase, setClock, setPersistence } from '../../db/store';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../../seed/users';
import { createCaller, type Caller } from '../../testing/caller';
import { ALUNO_IDENTITY } from '../../testing/samples/access';

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

afterEach(() => setClock(() => new Date()));

const NEW_PASSWORD = 'Canteiro#2026';
const newPassword = (token: string) => ({
  body: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, token },
  bearer: token,
});

async function outbox(caller: Caller, to?: string) {
  const { body } = await caller.json<{ messages: OutboxMessage[] }>('GET', '/__demo/outbox', {
    query: { to },
  });
  return body.messages;
}

async function canLogIn(login: string, password: string) {
  const { status } = await createCaller().json('POST', '/api/login', { body: { login, password } });
  return status === 200;
}

describe('recovery by e-mail', () => {
  it('sends a link to the outbox whose token sets a new password, which then logs in', async () => {
    const caller = createCaller();
    const { body } = await caller.json('POST', '/api/passwordRecovery/by/email', {
      body: { email: 'aluno@decola.dev' },
    });
    expect(body).toEqual({ data: { recoveryType: 'email' } });
    const [message] = await outbox(caller, 'aluno@decola.dev');
    expect(message).toMatchObject({ to: 'aluno@decola.dev', subject: 'Recuperação de senha' });
    expect(message!.link).toBe(`/student/home/reset/email/${message!.token}`);
    expect(message!.text).toContain(message!.link);

    const reset = await caller.json(
      'POST',
      '/api/resetPassword/by/email',
      newPassword(message!.token),
    );
    expect(reset).toEqual({ status: 200, body: { data: { success: true } } });
    expect(await canLogIn('aluno@decola.dev', NEW_PASSWORD)).toBe(true);
    expect(await canLogIn('aluno@decola.dev', DEMO_PASSWORD)).toBe(false);
    const aluno = database().users.find((user) => user.id === DEMO_USER_IDS.aluno)!;
    expect(Date.now() - new Date(aluno.passwordModifiedAt!).getTime()).toBeLessThan(60_000);
  });

  it('works by CPF as well, and refuses a token used once', async () => {
    const caller = createCaller();
    const { body } = await caller.json('POST', '/api/passwordRecovery/by/document', {
      body: { document: '52998224725' },
    });
    expect(body).toEqual({ data: { recoveryType: 'email' } });
    const [message] = await outbox(caller);
    await caller.json('POST', '/api/resetPassword/by/email', newPassword(message!.token));
    const again = await caller.json(
      'POST',
      '/api/resetPassword/by/email',
      newPassword(message!.token),
    );
    expect(again).toEqual({
      status: 401,
      body: { code: 'INVALID_TOKEN', message: 'O link de recuperação expirou. Solicite um novo.' },
    });
  });

  it('refuses an unknown token, another flow’s token and a link older than a day', async () => {
    const caller = createCaller();
    expect(
      (await caller.json('POST', '/api/resetPassword/by/email', newPassword('inventado'))).status,
    ).toBe(401);
    const { body } = await caller.json<{ data: { token: string } }>(
      'POST',
      '/api/passwordRecovery/check/data',
      { body: ALUNO_IDENTITY },
    );
    expect(
      (await caller.json('POST', '/api/resetPassword/by/email', newPassword(body.data.token)))
        .status,
    ).toBe(401);
    await caller.json('POST', '/api/passwordRecovery/by/email', {
      body: { email: 'aluno@decola.dev' },
    });
    const [message] = await outbox(caller);
    setClock(() => new Date(Date.now() + 25 * 3_600_000));
    expect(
      (await caller.json('POST', '/api/resetPassword/by/email', newPassword(message!.token)))
        .status,
    ).toBe(401);
    expect(await canLogIn('aluno@decola.dev', DEMO_PASSWORD)).toBe(true);
  });

  it('judges the new password by the new-password pattern and the confirmation', async () => {
    const caller = createCaller();
    await caller.json('POST', '/api/passwordRecovery/by/email', {
      body: { email: 'aluno@decola.dev' },
    });
    const [message] = await outbox(caller);
    const { status, body } = await caller.json('POST', '/api/resetPassword/by/email', {
      body: { password: 'curta', passwordConfirmation: 'outra', token: message!.token },
      bearer: message!.token,
    });
    expect(status).toBe(400);
    expect(body).toEqual([
      {
        code: 'INVALID_PASSWORD',
        message: 'A senha deve conter ao menos 8 caracteres.',
        field: 'password',
      },
      {
        code: 'INVALID_PASSWORD',
        message: 'A senha deve conter uma letra maiúscula.',
        field: 'password',
      },
      {
        code: 'INVALID_PASSWORD',
        message: 'A senha deve conter um número ou caractere especial.',
        field: 'password',
      },
      { code: 'PASSWORD_MISMATCH', message: 'As senhas não coincidem.', field: 'confirmation' },
    ]);
    // The token stays usable: the learner only has to fix the password.
    const fixed = await caller.json(
      'POST',
      '/api/resetPassword/by/email',
      newPassword(message!.token),
    );
    expect(fixed.status).toBe(200);
  });

  it('sends the imported user to the identity form, and reveals nothing for an unknown address', async () => {
    const caller = createCaller();
    const imported = await caller.json('POST', '/api/passwordRecovery/by/email', {
      body: { email: 'novo@decola.dev' },
    });
    expect(imported.body).toEqual({ data: { recoveryType: 'data' } });
    const unknown = await caller.json('POST', '/api/passwordRecovery/by/email', {
      body: { email: 'ninguem@decola.dev' },
    });
    expect(unknown.body).toEqual({ data: { recoveryType: 'email' } });
    expect(await outbox(caller)).toEqual([]);
  });

  it('answers a malformed e-mail or CPF as a validation list', async () => {
    const caller = createCaller();
    expect(
      await caller.json('POST', '/api/passwordRecovery/by/email', { body: { email: 'aluno' } }),
    ).toEqual({
      status: 400,
      body: [{ code: 'INVALID_EMAIL', message: 'Informe um e-mail válido.', field: 'email' }],
    });
    expect(
      (
        await caller.json('POST', '/api/passwordRecovery/by/document', {
          body: { document: '123' },
        })
      ).body,
    ).toEqual([{ code: 'INVALID_CPF', message: 'O CPF deve ter 11 dígitos.', field: 'document' }]);
  });
});

describe('recovery by identity data', () => {
  it('checks the HR data loosely (case, accents, spaces, CPF mask) and answers a token for the reset', async () => {
    const caller = createCaller();
    const { status, body } = await caller.json<{ data: { token: string } }>(
      'POST',
      '/api/passwordRecovery/check/data',
      {
        body: {
          ...ALUNO_IDENTITY,
          name: '  ana carolina  RIBEIRO ',
          document: '529.982.247-25',
          mothersName: 'marta ribeiro',
        },
      },
    );
    expect(status).toBe(200);
    const reset = await caller.json(
      'POST',
      '/api/resetPassword/by/data',
      newPassword(body.data.token),
    );
    expect(reset.status).toBe(200);
    expect(await canLogIn('529.982.247-25', NEW_PASSWORD)).toBe(true);
    const reused = await caller.json(
      'POST',
      '/api/resetPassword/by/data',
      newPassword(body.data.token),
    );
    expect(reused).toEqual({
      status: 401,
      body: {
        code: 'INVALID_TOKEN',
        message: 'A validação expirou. Refaça a verificação dos seus dados.',
      },
    });
  });

  it('validates the imported user against their HR data, then ends their first access', async () => {
    const caller = createCaller();
    const { status, body } = await caller.json<{ data: { token: string } }>(
      'POST',
      '/api/passwordRecovery/check/data',
      {
        body: {
          name: 'Marcelo Nogueira Pinto',
          birthDate: '1987-11-03',
          badgeCode: 51873,
          document: '86288366757',
          mothersName: 'Cláudia Nogueira Pinto',
        },
      },
    );
    expect(status).toBe(200);
    await caller.json('POST', '/api/resetPassword/by/data', newPassword(body.data.token));
    const novo = database().users.find((user) => user.id === DEMO_USER_IDS.novo)!;
    expect(novo.passwordModifiedAt).not.toBeNull();
    expect(await canLogIn('novo@decola.dev', NEW_PASSWORD)).toBe(true);
  });

  it('refuses data that do not match, and an identity token older than half an hour', async () => {
    const caller = createCaller();
    for (const wrong of [
      { badgeCode: 40216 },
      { mothersName: 'Maria Ribeiro' },
      { birthDate: '1993-08-22' },
      { email: 'gestor@decola.dev' },
    ]) {
      const answer = await caller.json('POST', '/api/passwordRecovery/check/data', {
        body: { ...ALUNO_IDENTITY, ...wrong },
      });
      expect(answer, JSON.stringify(wrong)).toEqual({
        status: 400,
        body: {
          code: 'INVALID_USER_DATA',
          message: 'Os dados informados não conferem com o nosso cadastro.',
        },
      });
    }
    const { body } = await caller.json<{ data: { token: string } }>(
      'POST',
      '/api/passwordRecovery/check/data',
      { body: ALUNO_IDENTITY },
    );
    setClock(() => new Date(Date.now() + 31 * 60_000));
    expect(
      (await caller.json('POST', '/api/resetPassword/by/data', newPassword(body.data.token)))
        .status,
    ).toBe(401);
  });

  it('needs the whole identity set, even with an e-mail', async () => {
    const { status, body } = await createCaller().json('POST', '/api/passwordRecovery/check/data', {
      body: { email: 'aluno@decola.dev', name: 'Ana Carolina Ribeiro' },
    });
    expect(status).toBe(400);
    expect(body).toEqual([
      {
        code: 'REQUIRED_FIELD',
        message: 'Informe sua data de nascimento.',
        field: 'birthDate',
      },
      { code: 'REQUIRED_FIELD', message: 'Informe sua matrícula.', field: 'badgeCode' },
      { code: 'REQUIRED_FIELD', message: 'Informe seu CPF ou documento.', field: 'document' },
      { code: 'REQUIRED_FIELD', message: 'Informe o nome da sua mãe.', field: 'mothersName' },
    ]);
  });
});

describe('first access', () => {
  it('changes the signed-in user’s password', async () => {
    const caller = createCaller();
    await caller.signIn('novo@decola.dev');
    const refused = await caller.json('POST', '/api/user/change/password', {
      body: { password: NEW_PASSWORD, passwordConfirmation: 'Canteiro#2025' },
    });
    expect(refused.status).toBe(400);
    const { status } = await caller.json('POST', '/api/user/change/password', {
      body: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(status).toBe(200);
    type Me = { data: { user: { passwordModifiedAt: string | null } } };
    const me = await caller.json<Me>('GET', '/api/user/me/list/personalInformation');
    expect(me.body.data.user.passwordModifiedAt).not.toBeNull();
    expect(await canLogIn('novo@decola.dev', NEW_PASSWORD)).toBe(true);
  });

  it('needs a session', async () => {
    const { status } = await createCaller().json('POST', '/api/user/change/password', {
      body: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(status).toBe(403);
  });
});
