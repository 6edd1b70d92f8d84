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

  it('unmask only what the mask added, so text without @ keeps its dots and dashes', () => {
    expect(unmaskLogin('ana.souza')).toBe('ana.souza');
    expect(unmaskLogin('joao.silva-lima')).toBe('joao.silva-lima');
    expect(unmaskLogin('123.456')).toBe('123456');
    expect(unmaskLogin('123.4')).toBe('1234');
    // Separators the mask would not have put there are the learner's own.
    expect(unmaskLogin('123-456')).toBe('123-456');
    expect(unmaskLogin('1.2.3')).toBe('1.2.3');
  });

  it('give back what was typed after a blur and a focus', () => {
    for (const typed of ['12345678901', '1234', 'ana.souza', 'joao.silva', '']) {
      expect(unmaskLogin(maskLogin(typed))).toBe(typed);
    }
  });

  it('leave more digits than a CPF has as typed instead of cutting them', () => {
    expect(maskLogin('123456789012')).toBe('123456789012');
    expect(maskLogin('123.456.789-012')).toBe('123.456.789-012');
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
