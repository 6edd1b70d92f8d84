import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { boundedInteger, isBlank, isEmailAddress, isNumericId } from './validation';

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

  it('refuses digit strings beyond the safe integers, which would round to another id', () => {
    expect(isNumericId('9007199254740991')).toBe(true);
    expect(isNumericId('9007199254740993')).toBe(false);
    expect(isNumericId('9'.repeat(400))).toBe(false);
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

describe('isEmailAddress with a long text', () => {
  it('refuses an address longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const fits = `${local}@${'d'.repeat(LIMITS.emailMaxLength - local.length - 5)}.com`;
    expect(fits).toHaveLength(LIMITS.emailMaxLength);
    expect(isEmailAddress(fits)).toBe(true);
    expect(isEmailAddress(`a${fits}`)).toBe(false);
  });

  it('answers a 40,000-character e-mail at once, before any pattern runs', () => {
    // Without the cap the pattern tries every dot of the domain against the rest: seconds.
    const hostile = `a@${'a.'.repeat(19_998)}a@`;
    expect(hostile).toHaveLength(40_000);
    const started = performance.now();
    expect(isEmailAddress(hostile)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('boundedInteger', () => {
  const bounds = { min: 0, max: 99_999 };

  it('reads a whole number typed in a field, within its bounds', () => {
    expect(boundedInteger('1230', bounds)).toBe(1230);
    expect(boundedInteger(' 0 ', bounds)).toBe(0);
    expect(boundedInteger(99_999, bounds)).toBe(99_999);
  });

  it.each([
    ['empty', ''],
    ['missing', null],
    ['below the minimum', '-1'],
    ['above the maximum', '100000'],
    ['a fraction', '12.5'],
    ['an exponent', '1e21'],
    ['beyond the safe integers', '9'.repeat(20)],
    ['a huge number', 2 ** 60],
    ['not a number', 'doze'],
    ['infinity', Number.POSITIVE_INFINITY],
  ])('answers null for %s', (_case, value) => {
    expect(boundedInteger(value, bounds)).toBeNull();
  });
});
