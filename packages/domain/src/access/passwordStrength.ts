import { LIMITS } from '../constants/limits';
import { PASSWORD_STRENGTH_LABELS } from '../messages/passwordTexts';

/** The server's strength answer. */
export interface PasswordStrength {
  entropy: number;
  minEntropy: number;
}

export type PasswordStrengthLevel = 'weak' | 'good' | 'strong';

/** Below minEntropy weak, up to 75 good, above 75 strong. */
export function passwordStrengthLevel({
  entropy,
  minEntropy,
}: PasswordStrength): PasswordStrengthLevel {
  if (entropy < minEntropy) return 'weak';
  return entropy <= LIMITS.strongPasswordEntropy ? 'good' : 'strong';
}

export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[PasswordStrengthLevel];

export const passwordStrengthLabel = (strength: PasswordStrength): PasswordStrengthLabel =>
  PASSWORD_STRENGTH_LABELS[passwordStrengthLevel(strength)];
