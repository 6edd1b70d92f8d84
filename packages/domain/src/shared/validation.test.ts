import { describe, expect, it } from 'vitest';
import { isBlank, isEmailAddress, isNumericId } from './validation';

describe('isBlank', () => {
  it('counts missing, empty and whitespace-only text as blank', () => {
    expect([null, undefined, '', '  \n\t'].map(isBlank)).toEqual([true, true, true, true]);
    expect(isBlank(' a ')).toBe(false);
  });
});

describe('isNumericId', () => {
  it('accepts non-negative integers and digit strings', () => {
    expect([0, 7, Number.MAX_SAFE_INTEGER, '0', '0042'].map(isNumericId)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('refuses anything else', () => {
    expect(
      [-1, 1.5, Number.NaN, 2 ** 60, '', '1.0', '-1', ' 1', null, undefined, {}].map(isNumericId),
    ).toEqual(Array(11).fill(false));
  });
});

describe('isEmailAddress', () => {
  it('needs one @ with text on both sides and a dot in the domain', () => {
    expect(isEmailAddress(' ana.souza+cursos@decola.dev ')).toBe(true);
    expect(
      ['ana', 'ana@decola', '@decola.dev', 'ana@@decola.dev', 'a na@decola.dev'].map(
        isEmailAddress,
      ),
    ).toEqual(Array(5).fill(false));
  });
});
