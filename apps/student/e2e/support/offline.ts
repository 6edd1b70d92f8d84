import { expect, type Page } from '@playwright/test';

/** The portal's offline banner, while the browser reports no network. */
export const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Você está sem conexão.' });

/** The portal's worker controls the page: what the page loads from now on goes through it. */
export async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}
