import { describe, expect, it } from 'vitest';
import {
  isNewPasswordValid,
  isPasswordValid,
  newPasswordProblems,
  passwordRuleResults,
  validateNewPasswordForm,
} from './password';

const unmet = (password: string, template: 'default' | 'circle') =>
  passwordRuleResults(password, template)
    .filter((result) => !result.met)
    .map((result) => result.rule);

describe('passwordRuleResults', () => {
  it('lists every default rule with its hint label', () => {
    expect(passwordRuleResults('Abcdef1!', 'default')).toEqual([
      { rule: 'minLength', label: 'Ao menos 8 caracteres', met: true },
      { rule: 'lowercase', label: 'Uma letra minúscula', met: true },
      { rule: 'uppercase', label: 'Uma letra maiúscula', met: true },
      { rule: 'number', label: 'Um número', met: true },
      { rule: 'special', label: 'Um caractere especial (!@#$%^&*)', met: true },
      { rule: 'noWhitespace', label: 'Sem espaços', met: true },
    ]);
  });

  it('counts 8 characters as enough and 7 as too few', () => {
    expect(unmet('Abcde1!x', 'default')).toEqual([]);
    expect(unmet('Abcd1!x', 'default')).toEqual(['minLength']);
  });

  it('marks each missing kind of character', () => {
    expect(unmet('ABCDEF1!', 'default')).toEqual(['lowercase']);
    expect(unmet('abcdef1!', 'default')).toEqual(['uppercase']);
    expect(unmet('Abcdefg!', 'default')).toEqual(['number']);
    expect(unmet('Abcdefg1', 'default')).toEqual(['special']);
    expect(unmet('Abc def1!', 'default')).toEqual(['noWhitespace']);
  });

  it('accepts only the specials !@#$%^&*', () => {
    for (const special of '!@#$%^&*') expect(unmet(`Abcdef1${special}`, 'default')).toEqual([]);
    expect(unmet('Abcdef1?', 'default')).toEqual(['special']);
    expect(unmet('Abcdef1_', 'default')).toEqual(['special']);
  });

  it('trims before judging, as the password is sent trimmed', () => {
    expect(unmet('  Abcdef1!  ', 'default')).toEqual([]);
    expect(unmet(' Abcd1!x ', 'default')).toEqual(['minLength']);
  });

  it('does not ask the circle variant for uppercase or special', () => {
    expect(passwordRuleResults('abcdefg1', 'circle').map((result) => result.rule)).toEqual([
      'minLength',
      'lowercase',
      'number',
      'noWhitespace',
    ]);
    expect(unmet('abcdefg1', 'circle')).toEqual([]);
    expect(unmet('abcdefgh', 'circle')).toEqual(['number']);
  });
});

describe('isPasswordValid', () => {
  it('needs every rule of the template', () => {
    expect(isPasswordValid('Abcdef1!', 'default')).toBe(true);
    expect(isPasswordValid('abcdef1!', 'default')).toBe(false);
    expect(isPasswordValid('abcdefg1', 'circle')).toBe(true);
    expect(isPasswordValid('abcdefg1', 'portal')).toBe(false);
    expect(isPasswordValid('', 'circle')).toBe(false);
  });
});

describe('newPasswordProblems', () => {
  it('accepts 8+ characters with lower, upper and a digit or a special', () => {
    expect(newPasswordProblems('Abcdefg1')).toEqual([]);
    expect(newPasswordProblems('Abcdefg!')).toEqual([]);
    expect(isNewPasswordValid('Abcdefg1')).toBe(true);
  });

  it('collects every missing requirement', () => {
    expect(newPasswordProblems('abc').map((problem) => problem.message)).toEqual([
      'A senha deve conter ao menos 8 caracteres.',
      'A senha deve conter uma letra maiúscula.',
      'A senha deve conter um número ou caractere especial.',
    ]);
    expect(newPasswordProblems('ABCDEFGH')).toEqual([
      {
        code: 'INVALID_PASSWORD',
        message: 'A senha deve conter uma letra minúscula.',
        field: 'password',
      },
      {
        code: 'INVALID_PASSWORD',
        message: 'A senha deve conter um número ou caractere especial.',
        field: 'password',
      },
    ]);
    expect(isNewPasswordValid('Abcdefg')).toBe(false);
  });

  it('trims first: spaces do not make up the length', () => {
    expect(newPasswordProblems('  Abcdef1  ').map((problem) => problem.message)).toEqual([
      'A senha deve conter ao menos 8 caracteres.',
    ]);
  });
});

describe('validateNewPasswordForm', () => {
  it('passes a valid, confirmed password with the terms accepted', () => {
    expect(
      validateNewPasswordForm({
        password: 'Abcdefg1',
        confirmation: ' Abcdefg1 ',
        acceptedTerms: true,
      }),
    ).toEqual([]);
  });

  it('collects pattern, confirmation and terms problems together', () => {
    expect(
      validateNewPasswordForm({
        password: 'abcdefg1',
        confirmation: 'outra',
        acceptedTerms: false,
      }),
    ).toEqual([
      {
        code: 'INVALID_PASSWORD',
        message: 'A senha deve conter uma letra maiúscula.',
        field: 'password',
      },
      { code: 'PASSWORD_MISMATCH', message: 'As senhas não coincidem.', field: 'confirmation' },
      {
        code: 'TERMS_NOT_ACCEPTED',
        message: 'É necessário aceitar o Termo de Uso para prosseguir!',
        field: 'acceptedTerms',
      },
    ]);
  });

  it('asks for the confirmation when it is empty', () => {
    expect(
      validateNewPasswordForm({ password: 'Abcdefg1', confirmation: '  ', acceptedTerms: true }),
    ).toEqual([{ code: 'REQUIRED_FIELD', message: 'Confirme sua senha.', field: 'confirmation' }]);
  });
});
