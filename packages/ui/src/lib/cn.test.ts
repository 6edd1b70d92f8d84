import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classTokens } from '../../scripts/classTokens';
import { projectTheme } from '../../scripts/projectTheme';
import { cn } from './cn';

const tokens = classTokens();
/** The oracle: the full default configuration, with the portal's theme values (tokens.css). */
const twMerge = extendTailwindMerge({ extend: { theme: projectTheme() } });
const REGENERATE =
  'a class of a group the cut configuration lacks: run `pnpm --filter @decola/ui generate:tw-merge`';

/** The same shuffles on every run (a linear congruential generator from a fixed seed). */
function shuffled(words: readonly string[], seed: number): string[] {
  const copy = [...words];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe('cn merges the classes of the sources as tailwind-merge’s default configuration does', () => {
  it('reads the classes the ui and the app write', () => {
    expect(tokens.length).toBeGreaterThan(1000);
    expect(tokens).toEqual(
      expect.arrayContaining(['px-4', 'text-ink', 'focus-visible:outline-focus']),
    );
  });

  it('knows the group of every class: a class written twice is kept once', () => {
    const differing = tokens.filter((token) => cn(token, token) !== twMerge(token, token));
    expect(differing, REGENERATE).toEqual([]);
  });

  it('resolves the conflicts between every class, in any order', () => {
    for (let seed = 1; seed <= 15; seed += 1) {
      const classes = shuffled(tokens, seed).join(' ');
      expect(cn(classes), `${REGENERATE} (shuffle ${seed})`).toBe(twMerge(classes));
    }
    // Each shuffle merges some 5,000 words twice: seconds on a busy machine.
  }, 30_000);

  it('lets a later class win over an earlier one of the same kind, and keeps different kinds', () => {
    expect(cn('px-4 py-2', 'px-0')).toBe('py-2 px-0');
    expect(cn('p-4', 'px-0')).toBe('p-4 px-0');
    expect(cn('text-ink text-sm', 'text-primary-ink')).toBe('text-sm text-primary-ink');
    expect(cn('rounded-md', false, undefined, 'rounded-full')).toBe('rounded-full');
  });

  it('knows the portal’s own theme values: a shape or a gutter gives way like any other', () => {
    expect(cn('rounded-card', 'rounded-none')).toBe('rounded-none');
    expect(cn('rounded-full', 'rounded-pill')).toBe('rounded-pill');
    expect(cn('px-gutter py-section', 'px-0')).toBe('py-section px-0');
    expect(cn('p-4', 'pt-section')).toBe('p-4 pt-section');
  });
});
