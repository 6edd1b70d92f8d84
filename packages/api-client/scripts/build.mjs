// dist/ for consumers outside the monorepo; tsc does not copy schema.d.ts, a declaration already.
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
copyFileSync(
  new URL('../src/schema.d.ts', import.meta.url),
  new URL('../dist/schema.d.ts', import.meta.url),
);
