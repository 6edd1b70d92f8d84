import { expect, test, type Page } from '@playwright/test';
import { expectDashboard, signOut } from '../support/access';
import { openSignedIn } from '../support/signIn';
import { offlineBanner, workerInControl } from '../support/offline';

/**
 * The device's kept pages (keptPages/), read or emptied in the page: the keys of the queries kept
 * for the signed-in account, none once emptied.
 */
function keptQueries(page: Page, { clear = false } = {}): Promise<string[]> {
  return page.evaluate(
    (clear) =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('decola-device');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const pages = opening.result
            .transaction('pages', clear ? 'readwrite' : 'readonly')
            .objectStore('pages');
          const done = (queries: string[]) => {
            opening.result.close();
            resolve(queries);
          };
          const asked = clear ? pages.clear() : pages.getAll();
          asked.onerror = () => reject(asked.error);
          asked.onsuccess = () => {
            const records = (asked.result ?? []) as {
              state: { queries: { queryHash: string }[] };
            }[];
            done(records.flatMap((record) => record.state.queries.map((q) => q.queryHash)));
          };
        };
      }),
    clear,
  );
}

test('a reload offline shows the portal with the offline message and the pages seen, with their data; the logout takes them off the device', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/student/dashboard');
  await expectDashboard(page, 'Carol');
  await workerInControl(page);
  // Its data: a mandatory track and an event of the seed.
  const seen = [
    page.getByRole('main').getByRole('heading', { name: 'Integração Decola' }),
    page.getByRole('main').getByRole('link', { name: 'Encontro de Lideranças de Obra' }),
  ];
  for (const part of seen) await expect(part).toBeVisible();
  await page.goto('/student/course/59');
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = await heading.innerText();
  await expect.poll(() => keptQueries(page)).toContainEqual(expect.stringMatching(/"59"|,59/));

  await context.setOffline(true);
  const reload = await page.reload();
  // The page came from the worker's cache: the network was not there to send it.
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(offlineBanner(page)).toContainText(
    'O que depende da internet volta a funcionar assim que a conexão voltar.',
  );
  // The course as it was seen, in the signed-in shell.
  await expect(heading).toHaveText(title);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Olá, Carol' })).toBeVisible();
  // The dashboard seen before it, back through the history.
  await page.goBack();
  await expectDashboard(page, 'Carol');
  for (const part of seen) await expect(part).toBeVisible();

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await signOut(page, 'Carol');
  await expect.poll(() => keptQueries(page)).toEqual([]);
});

test('with nothing kept on the device, a reload offline shows the portal’s error screen with the offline message', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/student/dashboard');
  await expectDashboard(page, 'Carol');
  await workerInControl(page);
  await expect.poll(() => keptQueries(page)).not.toEqual([]);
  // The device's copy goes, as a browser refusing storage has none. From a page of the portal's
  // origin that runs no app (its icon), so no save still on its way can write it back.
  await page.goto('/student/favicon.svg');
  await keptQueries(page, { clear: true });
  expect(await keptQueries(page)).toEqual([]);
  await context.setOffline(true);

  await page.goto('/student/dashboard');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Ocorreu um erro inesperado.' }),
  ).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Tentar novamente' }),
  ).toBeVisible();
});
