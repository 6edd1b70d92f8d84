import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = fileURLToPath(new URL('.', import.meta.url));

const productionFiles = (readdirSync(SOURCE, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(SOURCE, file));

const offending = (pattern: RegExp) =>
  productionFiles
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SOURCE, file));

describe('the domain is pure', () => {
  it('has production sources to check', () => {
    expect(productionFiles.length).toBeGreaterThan(30);
  });

  it('never reads the clock: today and now are parameters', () => {
    expect(offending(/Date\.now\(/)).toEqual([]);
    expect(offending(/new Date\(\s*\)/)).toEqual([]);
  });

  it('never touches the DOM, the network or Node', () => {
    expect(
      offending(
        /(?<![.\w$])(window|document|localStorage|sessionStorage|fetch|XMLHttpRequest)\s*[.(]/,
      ),
    ).toEqual([]);
    expect(offending(/from ['"]node:/)).toEqual([]);
    expect(offending(/\bMath\.random\(/)).toEqual([]);
  });
});
