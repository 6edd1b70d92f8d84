import { describe, expect, it, vi } from 'vitest';
import { DecolaError, errorMessage, isDecolaError } from './errors.js';

const validationFailure = new DecolaError({
  code: 'EMPTY_FIELD',
  message: 'Título não pode ser vazio.',
  status: 400,
  validation: [
    { code: 'EMPTY_FIELD', message: 'Descrição não pode ser vazia.' },
    { code: 'INVALID_ID', message: 'ID não é válido.' },
  ],
});

describe('errorMessage, in the catalogue order (spec 1 §8 "Display of an error")', () => {
  it('shows the first message of a validation-error list first', () => {
    expect(errorMessage(validationFailure, 'Tente novamente.')).toBe(
      'Descrição não pode ser vazia.',
    );
  });

  it("shows the error's own message when there is no validation list", () => {
    const enrolled = new DecolaError({
      code: 'ALREADY_ENROLLED',
      message: 'Você já está matriculado nessa turma.',
      status: 409,
    });
    expect(errorMessage(enrolled, 'Tente novamente.')).toBe(
      'Você já está matriculado nessa turma.',
    );
  });

  it("never shows a JavaScript error's own text: it is logged, and the learner reads the catalogue", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new Error('Interest 5 not found.');
    const chunk = new TypeError(
      'Failed to fetch dynamically imported module: https://decola.dev/student/assets/x-1a2b.js',
    );

    expect(errorMessage(bug)).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage(bug)).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage(chunk, 'Não foi possível salvar.')).toBe('Não foi possível salvar.');
    // Once per error, however often a screen renders it.
    expect(log.mock.calls).toEqual([
      ['Ocorreu um erro inesperado.', bug],
      ['Ocorreu um erro inesperado.', chunk],
    ]);
    log.mockRestore();
  });

  it('shows the message of an answer body the app passes on as it came', () => {
    expect(errorMessage({ code: 'INVALID_CHECKPOINT', message: 'Checkpoint inválido.' })).toBe(
      'Checkpoint inválido.',
    );
  });

  it('skips an empty validation list and an empty message', () => {
    const empty = Object.assign(new Error(''), { validation: [] });
    expect(errorMessage(empty, 'Não foi possível salvar.')).toBe('Não foi possível salvar.');
  });

  it('shows the fallback when the error carries no message', () => {
    expect(errorMessage({ code: 500 }, 'Não foi possível salvar.')).toBe(
      'Não foi possível salvar.',
    );
    expect(errorMessage('timeout', 'Não foi possível salvar.')).toBe('Não foi possível salvar.');
  });

  it("ends with 'Ocorreu um erro inesperado.'", () => {
    expect(errorMessage(undefined)).toBe('Ocorreu um erro inesperado.');
    expect(errorMessage(null, '')).toBe('Ocorreu um erro inesperado.');
  });
});

describe('DecolaError', () => {
  it('is an Error with code, message, status and the cause it was given', () => {
    const cause = new TypeError('fetch failed');
    const error = new DecolaError({
      code: 'UNEXPECTED_ERROR',
      message: 'Erro de conexão.',
      status: 0,
      cause,
    });

    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'DecolaError',
      code: 'UNEXPECTED_ERROR',
      status: 0,
      cause,
    });
    expect(error.message).toBe('Erro de conexão.');
    expect(error.validation).toBeUndefined();
    expect(isDecolaError(error)).toBe(true);
    expect(isDecolaError(new Error('Erro de conexão.'))).toBe(false);
  });
});
