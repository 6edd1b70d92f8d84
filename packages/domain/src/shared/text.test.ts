import { describe, expect, it } from 'vitest';
import { cleanName, stripInvisibleMarks } from './text';

describe('stripInvisibleMarks', () => {
  it.each([
    ['a zero-width space', 'Ana\u200bSilva', 'AnaSilva'],
    ['zero-width joiners and non-joiners', 'A\u200cn\u200da', 'Ana'],
    ['a byte-order mark', '\ufeffaluno@decola.dev', 'aluno@decola.dev'],
    ['a word joiner', 'Jo\u2060ão', 'João'],
    ['a soft hyphen', 'Ma\u00adria', 'Maria'],
    ['a right-to-left override', '\u202eanA\u202c', 'anA'],
    ['directional isolates', '\u2066Ana\u2069 \u2067Bia\u2069 \u2068Caio\u2069', 'Ana Bia Caio'],
    ['direction marks', '\u200eAna\u200f\u061c', 'Ana'],
  ])('drops %s', (_case, typed, clean) => {
    expect(stripInvisibleMarks(typed)).toBe(clean);
  });

  it('keeps accents, spaces and every visible character', () => {
    const name = "Cecília D'Ávila-Souza Nº 2 — 😀";
    expect(stripInvisibleMarks(name)).toBe(name);
  });
});

describe('cleanName', () => {
  it('drops the invisible marks, then the surrounding spaces', () => {
    expect(cleanName(' \u200b Ana Lima \u202e ')).toBe('Ana Lima');
  });
});
