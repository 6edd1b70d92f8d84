import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const committed = new URL('./schema.d.ts', import.meta.url);
// The package's exports map hides bin/, so the CLI is found next to its entry point.
const cli = join(
  dirname(createRequire(import.meta.url).resolve('openapi-typescript')),
  '../bin/cli.js',
);

it('src/schema.d.ts is what `pnpm generate:api` makes from the contract now', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'decola-schema-'));
  try {
    const generated = join(folder, 'schema.d.ts');
    // The same command as the generate:api script, run from the same folder, into a temp file.
    await promisify(execFile)(
      process.execPath,
      [cli, '../../openapi/openapi.yaml', '--output', generated],
      { cwd: packageRoot },
    );

    const expected = await readFile(generated, 'utf8');
    const actual = await readFile(committed, 'utf8');
    expect(actual, 'src/schema.d.ts is stale: run `pnpm generate:api`').toBe(expected);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
