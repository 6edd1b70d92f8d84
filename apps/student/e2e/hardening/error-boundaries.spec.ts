import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoGet } from '../support/demo';
import { answerWellFormed, malformTitles } from '../support/malformed';
import { openAs } from '../support/signIn';

const ERROR_TITLE = 'Ocorreu um erro inesperado.';

/** The built file of one source module, from the manifest the build writes beside it. */
function builtChunk(source: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const manifest = JSON.parse(
    readFileSync(path.resolve(here, '../../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest: build the app first.`);
  return entry.file;
}

/**
 * The chunk answers 404, as after a redeploy that removed it, for the first `times` requests (all
 * when not given). The demo's service worker sends `/student/assets/` straight to the network
 * (public/mockServiceWorker.demo.js), so the page's own request reaches the route even once the
 * worker controls the page (the reload); routed on the context, which also sees a worker's fetches,
 * so the route holds should the worker ever answer chunks again.
 */
async function chunkMissing(page: Page, file: string, times = Infinity) {
  const requests = { count: 0 };
  await page.context().route(`**/student/${file}`, async (route) => {
    requests.count += 1;
    if (requests.count <= times) await route.fulfill({ status: 404, body: 'Not Found' });
    else await route.continue();
  });
  return requests;
}

/**
 * The page's loads of its document: the first, then one per reload. This, not the chunk's request
 * count, tells one reload from a loop: on a loaded CI machine the chunk was once asked for a third
 * time around a single reload, the screen right and no error shown. How often a failed import is
 * fetched again is the browser's and the router's affair; how often the page reloads is the app's.
 */
function documentLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

/** Nothing of the browser's own error text nor React Router's default page reaches the learner. */
async function expectNoErrorTextShown(page: Page) {
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByText(/is not a function|not valid as a React child/)).toHaveCount(0);
  await expect(page.getByText(/dynamically imported module|ChunkLoadError/)).toHaveCount(0);
}

test('a signed-in screen that fails to render shows the error screen inside the shell, and its retry brings it back', async ({
  page,
}) => {
  await malformTitles(page, /^\/api\/decola\/course\/list\/id\/\d+$/);
  await page.goto('/student/home');
  const [course] = (
    await demoGet<{ courses: { id: number; title: string }[] }>(page, '/api/course/list/new')
  ).courses;
  await openAs(page, `/student/course/${course!.id}`);

  await expect(page.getByRole('heading', { level: 1, name: ERROR_TITLE })).toBeVisible();
  // The shell stays: the header still leads anywhere.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Olá, / })).toBeVisible();
  await expectNoErrorTextShown(page);

  await answerWellFormed(page);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: course!.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: ERROR_TITLE })).toHaveCount(0);
});

test('a dashboard section that fails to render shows its own error, the others keep working, and its retry brings it back', async ({
  page,
}) => {
  await malformTitles(page, /^\/api\/decola\/pills$/);
  await openAs(page, '/student/dashboard');

  const pillsError = page.getByRole('alert').filter({
    hasText: 'Não foi possível carregar as pílulas.',
  });
  await expect(pillsError).toContainText(ERROR_TITLE);
  await expect(
    page.getByRole('region', { name: 'Continue de onde você parou!' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Catálogo de treinamentos' }).getByRole('article').first(),
  ).toBeVisible();
  await expectNoErrorTextShown(page);

  await answerWellFormed(page);
  await pillsError.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(
    page.getByRole('region', { name: 'Fique por dentro' }).getByRole('button').first(),
  ).toBeVisible();
  await expect(pillsError).toHaveCount(0);
});

test('a missing chunk reloads the page once by itself, then shows the error screen, whose retry loads it', async ({
  page,
}) => {
  const requests = await chunkMissing(page, builtChunk('src/routes/terms.tsx'));
  const documents = documentLoads(page);
  await page.goto('/student/terms');

  await expect(page.getByRole('heading', { level: 1, name: ERROR_TITLE })).toBeVisible();
  // One reload by itself, not a loop: the page was loaded twice, and asked for the chunk in each.
  expect(documents.count).toBe(2);
  expect(requests.count).toBeGreaterThanOrEqual(2);
  expect(
    await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
          ?.type,
    ),
  ).toBe('reload');
  // What guards the loop names the build, nothing of the learner.
  expect(await page.evaluate(() => sessionStorage.getItem('decola:reloaded-for-build'))).toMatch(
    /^\/student\/assets\/[\w-]+\.js$/,
  );
  await expectNoErrorTextShown(page);

  await page.context().unrouteAll();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Termos de Uso e Política de Privacidade' }),
  ).toBeVisible();
});

test('a chunk missing after a redeploy is fetched again by one reload, with no error shown', async ({
  page,
}) => {
  const requests = await chunkMissing(page, builtChunk('src/routes/terms.tsx'), 1);
  const documents = documentLoads(page);
  await page.goto('/student/terms');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Termos de Uso e Política de Privacidade' }),
  ).toBeVisible();
  // Fetched again by one reload: two loads of the page, the chunk asked for in each.
  expect(documents.count).toBe(2);
  expect(requests.count).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('heading', { name: ERROR_TITLE })).toHaveCount(0);
});
