import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getDefaultConfig } from 'tailwind-merge';

const TOKENS = fileURLToPath(new URL('../src/styles/tokens.css', import.meta.url));

/**
 * The portal's own theme values by tailwind-merge's theme scale: `--radius-card` in tokens.css is
 * `card` of `radius`. tailwind-merge's default configuration knows only Tailwind's own scales, so
 * without these `rounded-card` and `px-gutter` belong to no group and `cn` kept them beside the
 * class meant to replace them (`rounded-card rounded-none`). Colours need nothing: any word is a
 * colour to tailwind-merge. Both the generated configuration and cn.test.ts's oracle take these.
 */
export function projectTheme(): Record<string, string[]> {
  // Longest first: `--font-weight-x` is of `font-weight`, not `font`.
  const scales = Object.keys(getDefaultConfig().theme).sort((a, b) => b.length - a.length);
  const theme: Record<string, string[]> = {};
  for (const [, name] of readFileSync(TOKENS, 'utf8').matchAll(/^\s*--([\w-]+)\s*:/gm)) {
    const scale = scales.find((key) => name!.startsWith(`${key}-`));
    if (!scale || scale === 'color') continue;
    (theme[scale] ??= []).push(name!.slice(scale.length + 1));
  }
  return theme;
}
