import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCpf } from './cpf';
import { maskCpf } from './masks';

describe('isValidCpf', () => {
  it.each(['52998224725', '529.982.247-25', '123.456.789-09', '86288366757', ' 11144477735 '])(
    'accepts %s, whose check digits agree',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each([
    ['a wrong first check digit', '529.982.247-35'],
    ['a wrong second check digit', '52998224726'],
    ['a CPF of one repeated digit', '111.111.111-11'],
    ['zeros', '00000000000'],
    ['too few digits', '5299822472'],
    ['too many digits', '529982247250'],
    ['letters', '529.982.247-2A'],
    ['a half-masked CPF', '529982.247-25'],
    ['empty', ''],
  ])('refuses %s', (_case, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('finds exactly one pair of check digits for every nine first digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (base) => {
        const valid = Array.from({ length: 100 }, (_, n) => `${base}${String(n).padStart(2, '0')}`)
          .filter((cpf) => isValidCpf(cpf))
          .map((cpf) => maskCpf(cpf));
        const repeated = /^(\d)\1{8}$/.test(base);
        expect(valid).toHaveLength(repeated ? 0 : 1);
      }),
    );
  });
});
