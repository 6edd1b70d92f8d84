import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../db/schemas';
import { database, resetDatabase, setPersistence } from '../../db/store';
import { DEMO_USER_IDS } from '../../seed/users';
import { createCaller } from '../../testing/caller';

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

type Me = { data: Schemas['PersonalInformation'] };

async function signedIn(email = 'aluno@decola.dev') {
  const caller = createCaller();
  await caller.signIn(email);
  return caller;
}

describe('personal information', () => {
  it('answers the user with their interests and companies, and never the password', async () => {
    const { body } = await (
      await signedIn()
    ).json<Me>('GET', '/api/user/me/list/personalInformation');
    expect(body.data.user).toMatchObject({ id: DEMO_USER_IDS.aluno, dcoins: 1500 });
    expect(body.data.user.interests!.map((interest) => interest.id)).toEqual([1, 3, 11]);
    expect(body.data.companies).toEqual([{ id: 1, name: 'Decola Engenharia' }]);
    expect(JSON.stringify(body)).not.toContain('Decola@2026');
  });

  it('answers interests null for a user who never chose, and an empty profile list', async () => {
    const caller = await signedIn('primeiro@decola.dev');
    const { body } = await caller.json<Me>('GET', '/api/user/me/list/personalInformation');
    expect(body.data.user.interests).toBeNull();
    expect((await caller.json('GET', '/api/decola/user/interests')).body).toEqual({ data: [] });
  });

  it('lists the user’s companies, none for the account without one', async () => {
    expect((await (await signedIn()).json('GET', '/api/decola/user/companies')).body).toEqual({
      data: [{ id: 1, name: 'Decola Engenharia' }],
    });
    const none = await signedIn('semempresa@decola.dev');
    expect((await none.json('GET', '/api/decola/user/companies')).body).toEqual({ data: [] });
  });
});

describe('onboarding', () => {
  it('finishing ends the first login and saves the social name, biography and photo', async () => {
    const caller = await signedIn('primeiro@decola.dev');
    const photo = `data:image/png;base64,${'A'.repeat(400)}`;
    const { status } = await caller.json('POST', '/api/decola/user/onBoarding/finish', {
      body: {
        name: 'Lucas Henrique Souza',
        socialName: ' Lucas ',
        biography: 'Técnico de edificações.',
        image: photo,
        isFirstLogin: false,
      },
    });
    expect(status).toBe(200);
    const { body } = await caller.json<Me>('GET', '/api/user/me/list/personalInformation');
    expect(body.data.user).toMatchObject({
      isFirstLogin: false,
      socialName: 'Lucas',
      biography: 'Técnico de edificações.',
      image: photo,
    });
  });

  it('refuses a photo of another type or above 3 MB, saving nothing', async () => {
    const caller = await signedIn('primeiro@decola.dev');
    const gif = await caller.json('POST', '/api/decola/user/onBoarding/finish', {
      body: { image: 'data:image/gif;base64,R0lGODlh', isFirstLogin: false },
    });
    expect(gif).toEqual({
      status: 400,
      body: [
        {
          code: 'INVALID_IMAGE_TYPE',
          message: 'Por favor, insira uma imagem PNG, JPG, JPEG ou WEBP',
          field: 'image',
        },
      ],
    });
    const big = await caller.json('POST', '/api/decola/user/onBoarding/finish', {
      body: { image: `data:image/webp;base64,${'A'.repeat(4_200_000)}` },
    });
    expect(big.body).toEqual([
      {
        code: 'IMAGE_TOO_LARGE',
        message: 'A imagem selecionada é maior que 3MB. Por favor, selecione outra.',
        field: 'image',
      },
    ]);
    expect(database().users.find((user) => user.id === DEMO_USER_IDS.primeiro)!.isFirstLogin).toBe(
      true,
    );
  });
});

describe('profile editing', () => {
  it('saves the fields sent, the state as a number with its UF, and answers the updated user', async () => {
    const caller = await signedIn();
    const { status, body } = await caller.json<{ data: Schemas['User'] }>(
      'POST',
      '/api/decola/user/me/edit/personalInformation',
      {
        body: {
          biography: 'Coordenadora de obras em Campinas.',
          address: { zipCode: '13015-100', stateID: '25', city: 'Campinas', addressNumber: '210' },
        },
      },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Ana Carolina Ribeiro',
      socialName: 'Carol',
      biography: 'Coordenadora de obras em Campinas.',
      address: {
        zipCode: '13015-100',
        stateID: 25,
        federalUnit: 'SP',
        city: 'Campinas',
        addressNumber: 210,
        street: 'Avenida Paulista',
      },
    });
    const me = await caller.json<Me>('GET', '/api/user/me/list/personalInformation');
    expect(me.body.data.user.address?.stateID).toBe(25);
    // The editor shows the CPF read-only; the update never changes it.
    expect(me.body.data.user.document).toBe('52998224725');
  });

  it('refuses an empty name and a negative number', async () => {
    const { status, body } = await (
      await signedIn()
    ).json('POST', '/api/decola/user/me/edit/personalInformation', {
      body: { name: ' ', address: { addressNumber: -3 } },
    });
    expect(status).toBe(400);
    expect(body).toEqual([
      { code: 'REQUIRED_FIELD', message: 'Informe seu nome.', field: 'name' },
      {
        code: 'INVALID_ADDRESS_NUMBER',
        message: 'O número deve ser maior ou igual a 0.',
        field: 'addressNumber',
      },
    ]);
  });
});

describe('teams', () => {
  it('lists the teams the user manages or belongs to', async () => {
    const { body } = await (
      await signedIn('gestor@decola.dev')
    ).json<{ data: Schemas['Team'][] }>('GET', '/api/decola/user/teams');
    expect(body.data.map((team) => team.id)).toEqual([1, 2, 3]);
    expect(body.data[0]).toEqual({
      id: 1,
      name: 'Engenharia de Obras – São Paulo',
      managerName: 'Fernanda Costa Lima',
      membersCount: 11,
    });
  });

  it('shows the members of a team the user manages or belongs to, and 404 for any other', async () => {
    const gestor = await signedIn('gestor@decola.dev');
    const { body } = await gestor.json<{ data: Schemas['UserSummary'][] }>(
      'GET',
      '/api/manager/user/list/1',
    );
    expect(body.data).toHaveLength(11);
    expect(body.data[0]).toMatchObject({
      id: DEMO_USER_IDS.aluno,
      companyName: 'Decola Engenharia',
    });
    // Team 4 is neither managed by the gestor nor theirs; team 3 counts them as a member.
    expect((await gestor.json('GET', '/api/manager/user/list/4')).status).toBe(404);
    expect((await gestor.json('GET', '/api/manager/user/list/3')).status).toBe(200);
    const aluno = await signedIn('aluno@decola.dev');
    const team4 = await aluno.json<{ data: Schemas['UserSummary'][] }>(
      'GET',
      '/api/manager/user/list/4',
    );
    expect(team4.body.data).toHaveLength(10);
    expect((await aluno.json('GET', '/api/manager/user/list/2')).status).toBe(404);
    const admin = await signedIn('admin@decola.dev');
    expect((await admin.json('GET', '/api/manager/user/list/1')).status).toBe(200);
  });
});

describe('the user picker', () => {
  type Page = { data: Schemas['UserListPage'] };

  it('pages everyone but the user, 30 a page, by name', async () => {
    const caller = await signedIn();
    const first = await caller.json<Page>('GET', '/api/decola/list/users');
    expect(first.body.data).toMatchObject({ page: 1, pages: 3, total: 66 });
    expect(first.body.data.users).toHaveLength(30);
    expect(first.body.data.users.map((user) => user.id)).not.toContain(DEMO_USER_IDS.aluno);
    const names = first.body.data.users.map((user) => user.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const last = await caller.json<Page>('GET', '/api/decola/list/users', { query: { page: 3 } });
    expect(last.body.data.users).toHaveLength(6);
  });

  it('searches by name ignoring accents and case, or by e-mail, and sorts descending', async () => {
    const caller = await signedIn();
    const byName = await caller.json<Page>('GET', '/api/decola/list/users', {
      query: { search: 'joao' },
    });
    expect(byName.body.data.total).toBeGreaterThan(0);
    for (const user of byName.body.data.users) expect(user.name).toMatch(/João/);
    const byEmail = await caller.json<Page>('GET', '/api/decola/list/users', {
      query: { search: 'gestor@' },
    });
    expect(byEmail.body.data.users.map((user) => user.id)).toEqual([DEMO_USER_IDS.gestor]);
    const descending = await caller.json<Page>('GET', '/api/decola/list/users', {
      query: { orderBy: 'email', ordinationAsc: false },
    });
    const emails = descending.body.data.users.map((user) => user.email!);
    expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a, 'pt-BR')));
  });
});
