import { passwordStrengthLabel, type PasswordStrength } from '@decola/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { database, resetDatabase, setPersistence } from '../../db/store';
import { createCaller } from '../../testing/caller';
import { passwordEntropy } from './passwordStrength';

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

const NEW_LEARNER = {
  name: 'Beatriz Lopes Ferraz',
  birthDate: '1996-02-11',
  document: '15350946056',
  email: 'beatriz.ferraz@decola.dev',
  password: 'Obra#Segura2026',
  passwordConfirmation: 'Obra#Segura2026',
  isForeigner: false,
  address: { zipCode: '80420090', stateID: 16, city: 'Curitiba', addressNumber: 1230 },
};

describe('register', () => {
  it('creates a learner who can then log in, with the address as sent and the UF of the state', async () => {
    const caller = createCaller();
    const { status, body } = await caller.json<{ data: Record<string, unknown> }>(
      'POST',
      '/api/register',
      { body: NEW_LEARNER },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Beatriz Lopes Ferraz',
      email: 'beatriz.ferraz@decola.dev',
      userType: 1,
      companies: [],
      isFirstLogin: true,
      isImported: false,
      needAcceptNewTerm: false,
      interests: null,
      address: {
        zipCode: '80420-090',
        stateID: 16,
        federalUnit: 'PR',
        city: 'Curitiba',
        addressNumber: 1230,
      },
    });
    expect(body.data).not.toHaveProperty('password');
    // The learner's own CPF comes back, digits only (the profile editor shows it read-only).
    expect(body.data.document).toBe('15350946056');
    expect(body.data.id).toBeGreaterThan(100_000);

    await caller.signIn('beatriz.ferraz@decola.dev', 'Obra#Segura2026');
    const byCpf = createCaller();
    await byCpf.signIn('153.509.460-56', 'Obra#Segura2026');
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const { status, body } = await createCaller().json('POST', '/api/register', {
      body: { ...NEW_LEARNER, email: 'Aluno@Decola.dev' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'Este e-mail já está cadastrado.',
    });
  });

  it('refuses a CPF already registered, masked or not', async () => {
    for (const document of ['52998224725', '529.982.247-25']) {
      const { status, body } = await createCaller().json('POST', '/api/register', {
        body: { ...NEW_LEARNER, document },
      });
      expect(status).toBe(400);
      expect(body).toEqual({
        code: 'CPF_ALREADY_REGISTERED',
        message: 'Este CPF já está cadastrado.',
      });
    }
  });

  it('answers every problem at once as a validation list and creates nobody', async () => {
    const users = database().users.length;
    const { status, body } = await createCaller().json('POST', '/api/register', {
      body: {
        name: ' ',
        birthDate: '1899-12-31',
        document: '1234',
        email: 'beatriz',
        password: 'fraca',
        passwordConfirmation: 'outra',
      },
    });
    expect(status).toBe(400);
    expect(body).toEqual([
      { code: 'REQUIRED_FIELD', message: 'Informe seu nome.', field: 'name' },
      {
        code: 'BIRTH_DATE_OUT_OF_RANGE',
        message: 'A data de nascimento deve estar entre 01/01/1900 e hoje.',
        field: 'birthDate',
      },
      { code: 'INVALID_CPF', message: 'O CPF deve ter 11 dígitos.', field: 'document' },
      { code: 'INVALID_EMAIL', message: 'Informe um e-mail válido.', field: 'email' },
      {
        code: 'INVALID_PASSWORD',
        message: 'A senha não atende aos requisitos.',
        field: 'password',
      },
      {
        code: 'PASSWORD_MISMATCH',
        message: 'As senhas não coincidem.',
        field: 'passwordConfirmation',
      },
    ]);
    expect(database().users).toHaveLength(users);
  });

  it('judges the password by the brand of the calling page: circle asks for no uppercase or special', async () => {
    const circle = {
      ...NEW_LEARNER,
      password: 'concreto2026',
      passwordConfirmation: 'concreto2026',
    };
    const refused = await createCaller().json('POST', '/api/register', { body: circle });
    expect(refused.status).toBe(400);
    const accepted = await createCaller().json('POST', '/api/register', {
      body: circle,
      headers: { referer: 'http://circulo.decola.dev/student/home' },
    });
    expect(accepted.status).toBe(200);
  });
});

describe('states and zip lookup', () => {
  it('lists the 27 federal units with their numbers', async () => {
    const { body } = await createCaller().json<{ states: { id: string; stateID: number }[] }>(
      'GET',
      '/api/decola/states',
    );
    expect(body.states).toHaveLength(27);
    expect(body.states).toContainEqual({ id: 'SP', label: 'São Paulo', stateID: 25 });
    expect(new Set(body.states.map((state) => state.stateID)).size).toBe(27);
  });

  it('finds a known zip with or without the dash', async () => {
    for (const zip of ['01310-100', '01310100']) {
      const { status, body } = await createCaller().json('GET', `/api/decola/cep/${zip}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        data: {
          zipCode: '01310-100',
          federalUnit: 'SP',
          city: 'São Paulo',
          district: 'Bela Vista',
          street: 'Avenida Paulista',
        },
      });
    }
  });

  it('answers an unknown zip with 404 and the catalogue message', async () => {
    const { status, body } = await createCaller().json('GET', '/api/decola/cep/99999-999');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'ZIP_CODE_NOT_FOUND', message: 'O CEP digitado não existe!' });
  });
});

describe('password strength', () => {
  async function labelOf(password: string) {
    const { body } = await createCaller().json<{ data: PasswordStrength }>(
      'POST',
      '/api/decola/get/password/security',
      { body: { password } },
    );
    return passwordStrengthLabel(body.data);
  }

  it('measures length × log2 of the character pool, with a minimum of 60 bits', async () => {
    expect(passwordEntropy('Decola@2026')).toBe(72.3);
    expect(passwordEntropy('abcdefgh')).toBe(37.6);
    expect(passwordEntropy('')).toBe(0);
    const { body } = await createCaller().json('POST', '/api/decola/get/password/security', {
      body: { password: 'Decola@2026' },
    });
    expect(body).toEqual({ data: { entropy: 72.3, minEntropy: 60 } });
  });

  it('gives all three labels for passwords that match the register pattern', async () => {
    expect(await labelOf('Obra@2026')).toBe('senha fraca');
    expect(await labelOf('Decola@2026')).toBe('senha boa');
    expect(await labelOf('Concreto#Armado2026')).toBe('senha forte');
    // The circle brand's pattern (lowercase and digits) is weak until it is long.
    expect(await labelOf('concreto2026')).toBe('senha boa');
    expect(await labelOf('obra2026')).toBe('senha fraca');
  });
});
