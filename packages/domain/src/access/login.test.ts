import { describe, expect, it } from 'vitest';
import {
  buildLoginPayload,
  cleanPastedLogin,
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

  it('drops zero-width characters and bidi controls, so a pasted login matches the typed one', () => {
    expect(normalizeLogin('\u200baluno@decola.dev\ufeff')).toBe('aluno@decola.dev');
    expect(normalizeLogin('\u202e529.982.247-25\u202c')).toBe('52998224725');
    expect(normalizeLogin('\u200b 529.982.247-25')).toBe('52998224725');
  });
});

describe('cleanPastedLogin', () => {
  it.each([
    ['a labelled CPF', 'CPF: 529.982.247-25', '52998224725'],
    ['a lower-case label without a colon', 'cpf 52998224725', '52998224725'],
    ['a CPF with spaces around', '  529.982.247-25\n', '52998224725'],
    ['a CPF in groups of spaces', '529 982 247 25', '52998224725'],
    ['a CPF with an invisible mark', '529.982.247-25\u200b', '52998224725'],
  ])('makes %s the bare CPF', (_case, pasted, clean) => {
    expect(cleanPastedLogin(pasted)).toBe(clean);
  });

  it.each([
    ['an e-mail', ' aluno@decola.dev ', 'aluno@decola.dev'],
    ['an e-mail with a zero-width space', 'aluno@\u200bdecola.dev', 'aluno@decola.dev'],
    ['a CPF with a digit too many', 'CPF: 529.982.247-255', 'CPF: 529.982.247-255'],
    ['text that is no CPF', 'RG: 12.345.678-9', 'RG: 12.345.678-9'],
    ['a partial CPF', '529.982', '529.982'],
  ])('keeps %s as pasted', (_case, pasted, clean) => {
    expect(cleanPastedLogin(pasted)).toBe(clean);
  });

  it('answers a 40,000-character paste at once', () => {
    const started = performance.now();
    const pasted = `cpf:${' 1'.repeat(20_000)}x`;
    expect(cleanPastedLogin(pasted)).toBe(pasted);
    expect(performance.now() - started).toBeLessThan(50);
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
