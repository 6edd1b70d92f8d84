import { describe, expect, it } from 'vitest';
import {
  normalizeIdentity,
  recoveryMode,
  recoveryNextStep,
  recoveryRequest,
  validateRecovery,
} from './recovery';
import type { RecoveryForm } from './recovery';

const blank: RecoveryForm = {
  email: '',
  name: '',
  birthDate: '',
  badgeCode: '',
  document: '',
  mothersName: '',
};
const identity: RecoveryForm = {
  email: '',
  name: ' Ana Souza ',
  birthDate: '20/05/1990',
  badgeCode: ' 004512 ',
  document: '123.456.789-01',
  mothersName: ' Maria Souza ',
};

describe('recoveryMode', () => {
  it('recovers by e-mail when only the e-mail is filled', () => {
    expect(recoveryMode({ ...blank, email: 'ana@decola.dev' })).toBe('email');
  });

  it('uses the identity check as soon as identity data is there', () => {
    expect(recoveryMode(identity)).toBe('identity');
    expect(recoveryMode({ ...blank, email: 'ana@decola.dev', name: 'Ana' })).toBe('identity');
    expect(recoveryMode(blank)).toBe('identity');
  });
});

describe('validateRecovery', () => {
  it('accepts the e-mail alone or the full identity set alone', () => {
    expect(validateRecovery({ ...blank, email: 'ana@decola.dev' })).toEqual([]);
    expect(validateRecovery(identity)).toEqual([]);
  });

  it('requires everything when nothing is filled', () => {
    expect(validateRecovery(blank).map((problem) => problem.field)).toEqual([
      'email',
      'name',
      'birthDate',
      'badgeCode',
      'document',
      'mothersName',
    ]);
  });

  it('requires each missing identity field, and the e-mail, when the set is incomplete', () => {
    expect(validateRecovery({ ...identity, mothersName: ' ' })).toEqual([
      { code: 'REQUIRED_FIELD', message: 'Informe seu e-mail.', field: 'email' },
      { code: 'REQUIRED_FIELD', message: 'Informe o nome da sua mãe.', field: 'mothersName' },
    ]);
  });

  it('needs no identity field when the e-mail is there', () => {
    expect(validateRecovery({ ...blank, email: 'ana@decola.dev', name: 'Ana' })).toEqual([]);
  });

  it('checks filled fields: e-mail shape, real birth date, numeric badge code', () => {
    expect(
      validateRecovery({ ...identity, email: 'ana', birthDate: '31/02/1990', badgeCode: 'A12' }),
    ).toEqual([
      { code: 'INVALID_EMAIL', message: 'Informe um e-mail válido.', field: 'email' },
      {
        code: 'INVALID_DATE',
        message: 'Informe uma data de nascimento válida.',
        field: 'birthDate',
      },
      {
        code: 'INVALID_BADGE_CODE',
        message: 'A matrícula deve conter apenas números.',
        field: 'badgeCode',
      },
    ]);
  });
});

describe('normalizeIdentity', () => {
  it('strips the document to alphanumerics, makes the badge code a number and trims text', () => {
    expect(
      normalizeIdentity({ ...identity, email: ' ana@decola.dev ', document: 'MG-12.345.678 X' }),
    ).toEqual({
      email: 'ana@decola.dev',
      name: 'Ana Souza',
      birthDate: '1990-05-20',
      badgeCode: 4512,
      document: 'MG12345678X',
      mothersName: 'Maria Souza',
    });
  });

  it('sends no badge code when it is not a number, and keeps an unreadable date as typed', () => {
    const normalized = normalizeIdentity({ ...identity, badgeCode: '', birthDate: ' ontem ' });
    expect(normalized.badgeCode).toBeNull();
    expect(normalized.birthDate).toBe('ontem');
  });

  it('drops invisible marks from the names and the e-mail, and never rounds a huge badge code', () => {
    const normalized = normalizeIdentity({
      ...identity,
      email: 'ana@\u200bdecola.dev',
      name: '\u202eAna Souza\u202c',
      mothersName: 'Maria\u2066 Souza\u2069',
      badgeCode: '9'.repeat(20),
    });
    expect(normalized).toMatchObject({
      email: 'ana@decola.dev',
      name: 'Ana Souza',
      mothersName: 'Maria Souza',
      badgeCode: null,
    });
  });
});

describe('validateRecovery and bounds', () => {
  it('refuses a badge code above the largest the company systems keep', () => {
    expect(validateRecovery({ ...identity, badgeCode: '2147483647' })).toEqual([]);
    expect(validateRecovery({ ...identity, badgeCode: '2147483648' })).toEqual([
      {
        code: 'INVALID_BADGE_CODE',
        message: 'A matrícula deve ter no máximo 10 dígitos.',
        field: 'badgeCode',
      },
    ]);
  });

  it('takes a name of invisible marks only as missing', () => {
    expect(
      validateRecovery({ ...identity, name: '\u200b\u200b' }).map((problem) => problem.field),
    ).toEqual(['email', 'name']);
  });
});

describe('recoveryRequest', () => {
  it('recovers an identifier with @ by e-mail and any other by document', () => {
    expect(recoveryRequest(' ana@decola.dev ')).toEqual({ by: 'email', email: 'ana@decola.dev' });
    expect(recoveryRequest('123.456.789-01')).toEqual({ by: 'document', document: '12345678901' });
    expect(recoveryRequest('\u200bana@decola.dev')).toEqual({
      by: 'email',
      email: 'ana@decola.dev',
    });
  });
});

describe('recoveryNextStep', () => {
  it("asks for identity data when the server answers 'data', otherwise shows the e-mail sent", () => {
    expect(recoveryNextStep('data')).toBe('identity');
    expect(recoveryNextStep('email')).toBe('emailSent');
    expect(recoveryNextStep(undefined)).toBe('emailSent');
  });
});
