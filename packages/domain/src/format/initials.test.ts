import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Carlos Eduardo Lima')).toBe('CL');
    expect(initialsOf('Ana Souza')).toBe('AS');
    expect(initialsOf('  ana   beatriz  souza ')).toBe('AS');
  });

  it.each([
    ['Maria das Dores', 'MD'],
    ['João da Silva', 'JS'],
    ['Pedro de Alcântara dos Santos', 'PS'],
    ['Luiz Souza e Silva', 'LS'],
    ['Ana Maria do', 'AM'],
    ['de Souza', 'S'],
    ['Maria DOS Anjos', 'MA'],
    ['Mário Dantas', 'MD'],
  ])('skips the particles of a pt-BR name: %s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('keeps accents, also when the name arrives decomposed', () => {
    expect(initialsOf('Érica Ávila')).toBe('ÉÁ');
    expect(initialsOf('ígor úrsula')).toBe('ÍÚ');
    expect(initialsOf('E\u0301rica O\u0302nix')).toBe('ÉÔ');
  });

  it('gives one letter for a one-word name', () => {
    expect(initialsOf('Bia')).toBe('B');
    expect(initialsOf('  Ângela ')).toBe('Â');
  });

  it('gives no letter without a name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf(' \t\n ')).toBe('');
    expect(initialsOf('- –')).toBe('');
  });

  it('reads past marks that are not letters', () => {
    expect(initialsOf('Ana (Bia) Souza')).toBe('AS');
    expect(initialsOf("Joana D'Arc")).toBe('JD');
    expect(initialsOf('Ana - Souza')).toBe('AS');
  });

  it('still shows a name made only of particles', () => {
    expect(initialsOf('E')).toBe('E');
    expect(initialsOf('da Do')).toBe('DD');
  });
});
