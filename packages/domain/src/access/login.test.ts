import { describe, expect, it } from 'vitest';
import {
  buildLoginPayload,
  isEmailLogin,
  maskLogin,
  normalizeLogin,
  unmaskLogin,
  validateIdentifier,
  validateLogin,
} from './login';

describe('isEmailLogin', () => {
  it('treats a login with @ as an e-mail and anything else as a CPF', () => {
    expect(isEmailLogin('ana@decola.dev')).toBe(true);
    expect(isEmailLogin('@')).toBe(true);
    expect(isEmailLogin('123.456.789-01')).toBe(false);
    expect(isEmailLogin('')).toBe(false);
  });
});

describe('normalizeLogin', () => {
  it('strips dots and dashes from a CPF before sending', () => {
    expect(normalizeLogin('123.456.789-01')).toBe('12345678901');
    expect(normalizeLogin(' 123.456.789-01 ')).toBe('12345678901');
  });

  it('keeps the dots and dashes of an e-mail, only trimming it', () => {
    expect(normalizeLogin(' ana.souza-lima@decola.dev ')).toBe('ana.souza-lima@decola.dev');
  });
});

describe('maskLogin and unmaskLogin', () => {
  it('mask a CPF on blur and unmask it on focus', () => {
    expect(maskLogin('12345678901')).toBe('123.456.789-01');
    expect(unmaskLogin('123.456.789-01')).toBe('12345678901');
  });

  it('leave e-mails and text that is not a CPF as typed', () => {
    expect(maskLogin('ana.souza@decola.dev')).toBe('ana.souza@decola.dev');
    expect(maskLogin('ana.souza')).toBe('ana.souza');
    expect(maskLogin('')).toBe('');
    expect(unmaskLogin('ana.souza@decola.dev')).toBe('ana.souza@decola.dev');
  });
});

describe('validateIdentifier', () => {
  it('requires the value', () => {
    expect(validateIdentifier('   ')).toEqual([
      { code: 'REQUIRED_FIELD', message: 'Informe seu CPF ou e-mail.', field: 'login' },
    ]);
  });

  it('accepts 254 characters and refuses 255', () => {
    expect(validateIdentifier(`${'a'.repeat(243)}@decola.dev`)).toEqual([]);
    expect(validateIdentifier(`${'a'.repeat(244)}@decola.dev`)).toEqual([
      {
        code: 'TEXT_TOO_LONG',
        message: 'O CPF ou e-mail deve ter no máximo 254 caracteres.',
        field: 'login',
      },
    ]);
  });
});

describe('validateLogin', () => {
  it('passes a login and a password', () => {
    expect(validateLogin({ login: '123.456.789-01', password: 'x' })).toEqual([]);
  });

  it('collects the missing login and the missing password', () => {
    expect(validateLogin({ login: '', password: ' ' }).map((problem) => problem.field)).toEqual([
      'login',
      'password',
    ]);
  });
});

describe('buildLoginPayload', () => {
  it('sends the normalised login and the trimmed password', () => {
    expect(buildLoginPayload({ login: '123.456.789-01', password: ' Abcdef1! ' })).toEqual({
      login: '12345678901',
      password: 'Abcdef1!',
    });
  });
});
