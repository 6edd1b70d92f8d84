import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('greetingName', () => {
  it('prefers the social name', () => {
    expect(greetingName({ socialName: ' Bia ', name: 'Beatriz Lima' })).toBe('Bia');
  });

  it('falls back to the first name', () => {
    expect(greetingName({ socialName: '  ', name: '  Beatriz   Lima ' })).toBe('Beatriz');
    expect(greetingName({ socialName: null, name: 'Beatriz' })).toBe('Beatriz');
  });

  it("says 'Usuário' without any name", () => {
    expect(greetingName({ socialName: '', name: '' })).toBe('Usuário');
    expect(greetingName({})).toBe('Usuário');
    expect(greetingName(null)).toBe('Usuário');
  });
});
