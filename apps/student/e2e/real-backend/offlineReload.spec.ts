import { expect, test, type Page } from '@playwright/test';
import { expectDashboard } from '../support/access';
import { openSignedIn } from '../support/signIn';

const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Você está sem conexão.' });

/** The portal's worker controls the page: what the page loads from now on goes through it. */
async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

test('a reload offline shows the portal with the offline message, never the browser’s error page', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/student/dashboard');
  await expectDashboard(page, 'Carol');
  await workerInControl(page);
  await page.goto('/student/course/59');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  const reload = await page.reload();
  // The page came from the worker's cache: the network was not there to send it.
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(offlineBanner(page)).toContainText(
    'O que depende da internet volta a funcionar assim que a conexão voltar.',
  );
});
