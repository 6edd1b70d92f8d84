import { createCookieJarFetch, createDecolaClient, DecolaError } from '@decola/api-client';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMockApi } from './server';

// The client's README promises a five-line Node example that works against `pnpm mock-api`: run
// that very text, so the example cannot drift from the client or the demo data.
const readme = readFileSync(new URL('../../api-client/README.md', import.meta.url), 'utf8');
const example = /## In Node, in five lines[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

let server: Awaited<ReturnType<typeof startMockApi>>;
beforeAll(async () => {
  server = await startMockApi({ port: 0 });
});
afterAll(() => server.close());

it('is five lines that import the client', () => {
  const lines = example.trim().split('\n');
  expect(lines).toHaveLength(5);
  expect(lines[0]).toBe(
    "import { createCookieJarFetch, createDecolaClient, DecolaError } from '@decola/api-client';",
  );
  expect(example).toContain("baseUrl: 'http://127.0.0.1:4010'");
});

it('logs in and prints the catalogue when run against the demo backend', async () => {
  const body = example.split('\n').slice(1).join('\n').replace('http://127.0.0.1:4010', server.url);
  const logged: unknown[] = [];
  const errors: unknown[] = [];
  const console = {
    log: (value: unknown) => logged.push(value),
    error: (...values: unknown[]) => errors.push(values),
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const run = new AsyncFunction(
    'createCookieJarFetch',
    'createDecolaClient',
    'DecolaError',
    'console',
    body,
  );
  await run(createCookieJarFetch, createDecolaClient, DecolaError, console);

  expect(errors).toEqual([]);
  expect(logged).toHaveLength(1);
  const titles = logged[0] as string[];
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((title) => typeof title === 'string' && title.length > 0)).toBe(true);
});
