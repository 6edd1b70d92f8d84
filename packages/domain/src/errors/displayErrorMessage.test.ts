import { describe, expect, it } from 'vitest';
import { displayErrorMessage, isApiFailure } from './displayErrorMessage';

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
    const decolaError = Object.assign(new Error('Erro de conexão.'), { name: 'DecolaError' });
    expect(displayErrorMessage(decolaError)).toBe('Erro de conexão.');
  });

  it("never a JavaScript error's own text (a bug's English, a chunk's URL)", () => {
    expect(displayErrorMessage(new Error('Interest 5 not found.'))).toBe(
      'Ocorreu um erro inesperado.',
    );
    expect(
      displayErrorMessage(
        new TypeError('Failed to fetch dynamically imported module: https://x.dev/a.js'),
        'Não foi possível salvar.',
      ),
    ).toBe('Não foi possível salvar.');
    expect(isApiFailure(new RangeError('Invalid time value'))).toBe(false);
    expect(isApiFailure({ code: 'ALREADY_ENROLLED', message: 'x' })).toBe(true);
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
