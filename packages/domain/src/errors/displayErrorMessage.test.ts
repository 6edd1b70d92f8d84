import { describe, expect, it } from 'vitest';
import { displayErrorMessage } from './displayErrorMessage';

describe('displayErrorMessage', () => {
  it('shows the first message of a validation-error list', () => {
    expect(
      displayErrorMessage([
        { code: 'EMPTY_FIELD', message: 'Título não pode ser vazio.' },
        { code: 'INVALID_ID', message: 'ID não é válido.' },
      ]),
    ).toBe('Título não pode ser vazio.');
  });

  it("else the error's own message", () => {
    expect(
      displayErrorMessage({
        code: 'ALREADY_ENROLLED',
        message: 'Você já está matriculado nessa turma.',
      }),
    ).toBe('Você já está matriculado nessa turma.');
    expect(displayErrorMessage(new Error('Erro de conexão.'))).toBe('Erro de conexão.');
  });

  it('else the given fallback, else the unexpected-error text', () => {
    expect(displayErrorMessage({ code: 'X' }, 'Não foi possível salvar.')).toBe(
      'Não foi possível salvar.',
    );
    expect(displayErrorMessage([], 'Não foi possível salvar.')).toBe('Não foi possível salvar.');
    expect(displayErrorMessage([{ message: '' }])).toBe('Ocorreu um erro inesperado.');
    expect(displayErrorMessage({ message: 42 })).toBe('Ocorreu um erro inesperado.');
    expect(displayErrorMessage(null, '')).toBe('Ocorreu um erro inesperado.');
    expect(displayErrorMessage('falhou')).toBe('Ocorreu um erro inesperado.');
  });
});
