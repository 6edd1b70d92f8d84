import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { expect, it } from 'vitest';
import { renderOperations } from '../scripts/generate-operations';

it('the operation table is generated from the current contract', async () => {
  const target = fileURLToPath(new URL('./operations.generated.ts', import.meta.url));
  const options = (await resolveConfig(target)) ?? {};
  const fresh = await format(await renderOperations(), { ...options, filepath: target });
  expect(
    readFileSync(target, 'utf8'),
    'run `pnpm --filter @decola/api-mocks generate:operations`',
  ).toBe(fresh);
});
