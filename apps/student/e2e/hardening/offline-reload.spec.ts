import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectDashboard } from '../support/access';
import { offlineBanner, workerInControl } from '../support/offline';
import { openSignedIn } from '../support/signIn';

// The same reload as e2e/real-backend/offlineReload.spec.ts, in a demo build: MSW's worker, with
// the portal's inside it, answers the page and its files offline; the demo's backend is in the page.
test.use({ freshContext: true });

/** Every build file the page loaded is kept by the worker, with both of the build's pages. */
const keptByTheWorker = (page: Page) =>
  page.evaluate(async () => {
    const assets = new URL('/student/assets/', window.location.href).href;
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(assets));
    const name = (await caches.keys()).find((key) => key.startsWith('decola-portal-'));
    if (!name) return { pages: 0, missing: loaded };
    const cache = await caches.open(name);
    const pages = await Promise.all(
      ['/student/index.html', '/student/signed-in.html'].map((path) => cache.match(path)),
    );
    const kept = await Promise.all(loaded.map((file) => cache.match(file)));
    return {
      pages: pages.filter(Boolean).length,
      missing: loaded.filter((_, index) => !kept[index]),
    };
  });

test('in the demo, a reload offline shows the portal with the offline message and the screens seen, the demo answering in the page', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/student/dashboard');
  await expectDashboard(page, 'Carol');
  await workerInControl(page);
  await page.goto('/student/course/59');
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = await heading.innerText();
  await expect.poll(() => keptByTheWorker(page)).toEqual({ pages: 2, missing: [] });

  await context.setOffline(true);
  const reload = await page.reload();
  // The page came from the worker's cache: the network was not there to send it.
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(heading).toHaveText(title);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Olá, Carol' })).toBeVisible();
  await page.goBack();
  await expectDashboard(page, 'Carol');

  // Online again, the browser asks the server for the page itself, as with no worker.
  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  const online = await page.reload();
  expect(online?.fromServiceWorker()).toBe(false);
  await expectDashboard(page, 'Carol');
});
