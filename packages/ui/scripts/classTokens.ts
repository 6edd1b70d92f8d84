import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Where the classes that reach `cn` are written: the design system and the app composing it. */
const SOURCES = ['packages/ui/src', 'apps/student/src'];

/** A word that could be a Tailwind class, variants and arbitrary values included. */
const CLASS_LIKE = /^[a-z0-9!@[\]\-:/.%()#>*&=_,~+]*[a-z][a-z0-9!@[\]\-:/.%()#>*&=_,~+]*$/i;

/**
 * Every word of every string literal in those sources that could be a Tailwind class: a superset
 * of what `cn` ever merges (a word that is no class is left alone by tailwind-merge either way).
 * Files are listed through git, tracked or new, so build output and node_modules stay out.
 */
export function classTokens(): string[] {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCES],
    { cwd: repoRoot, encoding: 'utf8' },
  )
    .split('\n')
    // Not the generated configuration's own words nor the tests'; a tracked file deleted in the
    // working tree is listed too.
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.(generated|test)\.ts$/.test(file) &&
        existsSync(`${repoRoot}${file}`),
    );
  const tokens = new Set<string>();
  for (const file of files) {
    const source = readFileSync(`${repoRoot}${file}`, 'utf8');
    for (const [, , text] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      for (const word of text!.split(/\s+/)) if (CLASS_LIKE.test(word)) tokens.add(word);
    }
  }
  return [...tokens].sort();
}
