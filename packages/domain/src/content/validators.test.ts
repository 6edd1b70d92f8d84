import { describe, expect, it } from 'vitest';
import { validateDoubt, validateDoubtForm, validateNote, validateRating } from './validators';

const STARS = {
  code: 'INVALID_RATING',
  message: 'Selecione entre uma e cinco estrelas.',
  field: 'stars',
};
const MESSAGE = { code: 'INVALID_RATING', message: 'Deixe uma mensagem', field: 'message' };

describe('validateRating', () => {
  it('accepts 4 and 5 stars without a message', () => {
    expect(validateRating({ stars: 4 })).toEqual([]);
    expect(validateRating({ stars: 5, message: '' })).toEqual([]);
  });

  it('needs a message below 4 stars', () => {
    expect(validateRating({ stars: 3 })).toEqual([MESSAGE]);
    expect(validateRating({ stars: 1, message: '   ' })).toEqual([MESSAGE]);
    expect(validateRating({ stars: 3.9, message: null })).toEqual([MESSAGE]);
    expect(validateRating({ stars: 1, message: 'Faltou exemplo prático.' })).toEqual([]);
  });

  it('refuses 0 and more than 5 stars, collecting the missing message too', () => {
    expect(validateRating({ stars: 0 })).toEqual([STARS, MESSAGE]);
    expect(validateRating({ stars: 0, message: 'ok' })).toEqual([STARS]);
    expect(validateRating({ stars: 6 })).toEqual([STARS]);
    expect(validateRating({ stars: Number.NaN, message: 'ok' })).toEqual([STARS]);
  });
});

describe('validateDoubtForm', () => {
  it('accepts a title and a description', () => {
    expect(validateDoubtForm({ title: 'Prazo', description: 'Até quando posso enviar?' })).toEqual(
      [],
    );
  });

  it('collects both missing fields', () => {
    expect(validateDoubtForm({ title: ' ', description: '' })).toEqual([
      { code: 'INVALID_CONTENT_DOUBT', message: 'Informe o título da dúvida', field: 'title' },
      {
        code: 'INVALID_CONTENT_DOUBT',
        message: 'Informe a descrição da dúvida',
        field: 'description',
      },
    ]);
  });
});

describe('validateDoubt', () => {
  it('accepts text with numeric ids, as numbers or digit strings', () => {
    expect(
      validateDoubt({ title: 'Prazo', description: 'Até quando?', courseId: 3, contentId: '12' }),
    ).toEqual([]);
    expect(
      validateDoubt({ title: 'Prazo', description: 'Até quando?', courseId: 0, contentId: '0' }),
    ).toEqual([]);
  });

  it('collects every problem: blank title and description, each invalid id', () => {
    expect(
      validateDoubt({ title: '  ', description: '\n', courseId: 'abc', contentId: -1 }),
    ).toEqual([
      { code: 'EMPTY_FIELD', message: 'Título não pode ser vazio.', field: 'title' },
      { code: 'EMPTY_FIELD', message: 'Descrição não pode ser vazia.', field: 'description' },
      { code: 'INVALID_ID', message: 'ID não é válido.', field: 'courseId' },
      { code: 'INVALID_ID', message: 'ID não é válido.', field: 'contentId' },
    ]);
  });

  it('refuses fractions, missing ids and numeric-looking text', () => {
    for (const id of [1.5, undefined, null, '', '1e3', ' 7', Number.NaN]) {
      expect(validateDoubt({ title: 'a', description: 'b', courseId: id, contentId: 1 })).toEqual([
        { code: 'INVALID_ID', message: 'ID não é válido.', field: 'courseId' },
      ]);
    }
  });
});

describe('validateNote', () => {
  it('needs the text', () => {
    expect(validateNote('Revisar o minuto 3')).toEqual([]);
    for (const text of ['', '  ', null, undefined]) {
      expect(validateNote(text)).toEqual([
        {
          code: 'INVALID_CONTENT_ANNOTATION',
          message: 'Informe o texto da anotação',
          field: 'text',
        },
      ]);
    }
  });
});
