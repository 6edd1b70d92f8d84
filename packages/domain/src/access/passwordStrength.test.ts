import { describe, expect, it } from 'vitest';
import { passwordStrengthLabel, passwordStrengthLevel } from './passwordStrength';

describe('passwordStrengthLabel', () => {
  it('is weak below the minimum entropy', () => {
    expect(passwordStrengthLabel({ entropy: 39.9, minEntropy: 40 })).toBe('senha fraca');
    expect(passwordStrengthLevel({ entropy: 0, minEntropy: 40 })).toBe('weak');
  });

  it('is good from the minimum up to 75 included', () => {
    expect(passwordStrengthLabel({ entropy: 40, minEntropy: 40 })).toBe('senha boa');
    expect(passwordStrengthLabel({ entropy: 75, minEntropy: 40 })).toBe('senha boa');
    expect(passwordStrengthLevel({ entropy: 60, minEntropy: 40 })).toBe('good');
  });

  it('is strong above 75', () => {
    expect(passwordStrengthLabel({ entropy: 75.1, minEntropy: 40 })).toBe('senha forte');
    expect(passwordStrengthLevel({ entropy: 120, minEntropy: 40 })).toBe('strong');
  });

  it('lets a minimum above 75 win over the strong threshold', () => {
    expect(passwordStrengthLabel({ entropy: 79, minEntropy: 80 })).toBe('senha fraca');
    expect(passwordStrengthLabel({ entropy: 80, minEntropy: 80 })).toBe('senha forte');
  });
});
