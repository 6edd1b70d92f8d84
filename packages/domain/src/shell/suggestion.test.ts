import { describe, expect, it } from 'vitest';
import { validateSuggestion } from './suggestion';

describe('validateSuggestion', () => {
  it('accepts a title of 100 and a description of 500 characters', () => {
    expect(validateSuggestion({ title: 't'.repeat(100), description: 'd'.repeat(500) })).toEqual(
      [],
    );
  });

  it('refuses a title of 101 and a description of 501 characters', () => {
    expect(validateSuggestion({ title: 't'.repeat(101), description: 'd'.repeat(501) })).toEqual([
      {
        code: 'TEXT_TOO_LONG',
        message: 'O título deve ter no máximo 100 caracteres.',
        field: 'title',
      },
      {
        code: 'TEXT_TOO_LONG',
        message: 'A descrição deve ter no máximo 500 caracteres.',
        field: 'description',
      },
    ]);
  });

  it('requires both fields', () => {
    expect(validateSuggestion({ title: ' ', description: '' })).toEqual([
      { code: 'EMPTY_FIELD', message: 'Título não pode ser vazio.', field: 'title' },
      { code: 'EMPTY_FIELD', message: 'Descrição não pode ser vazia.', field: 'description' },
    ]);
  });
});
