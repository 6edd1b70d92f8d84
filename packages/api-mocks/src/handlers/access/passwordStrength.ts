import type { Schemas } from '../../db/schemas';

/**
 * Below this the portal says 'senha fraca'. Set so that the register pattern's shortest passwords
 * (8–9 characters of all four kinds, 52.6–59.1 bits) are weak, 10–11 are 'senha boa' and 12 or
 * more pass the spec's 75 bits and are 'senha forte'.
 */
export const MIN_ENTROPY = 60;

/** Characters of each kind a guesser must try once the password is known to use that kind. */
const CHARACTER_POOLS: readonly [RegExp, number][] = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/\d/, 10],
  // Printable ASCII symbols and space; accented letters count here too.
  [/[^a-zA-Z\d]/, 33],
];

/** Length × log2(pool of the kinds used): 'Decola@2026' (11 long, pool 95) gives 72.3 bits. */
export function passwordEntropy(password: string): number {
  const pool = CHARACTER_POOLS.reduce(
    (size, [pattern, count]) => (pattern.test(password) ? size + count : size),
    0,
  );
  if (pool === 0) return 0;
  return Math.round([...password].length * Math.log2(pool) * 10) / 10;
}

export const passwordStrength = (password: string): Schemas['PasswordStrength'] => ({
  entropy: passwordEntropy(password),
  minEntropy: MIN_ENTROPY,
});
