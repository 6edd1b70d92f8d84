import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { injectFault } from '../support/demo';
import { openAs } from '../support/signIn';

// The seed's pills 3 and 5 (packages/api-mocks/src/seed/learning/pills.ts).
const PILL = { id: 3, title: 'Cinturão paraquedista: a inspeção antes de subir' };
const OTHER = { id: 5, title: 'SOMASE em 60 segundos' };
const SERVER_ERROR = 'O servidor não conseguiu concluir a operação. Tente novamente em instantes.';

const viewerOf = (page: Page) => page.getByRole('dialog', { name: 'Fique por dentro' });

/** The address changes inside the app, as a link (a notification's) or back and forward do. */
async function followLink(page: Page, href: string): Promise<void> {
  await page.evaluate((url) => {
    window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, href);
}

test('a shared link opens that pill in the story viewer, even through the login', async ({
  page,
}) => {
  await openAs(page, `/student/dashboard?pill=${PILL.id}`);
  await expect(page).toHaveURL(`/student/dashboard?pill=${PILL.id}`);

  const viewer = viewerOf(page);
  await expect(viewer.getByText('Pílula 1 de 1')).toBeVisible();
  await expect(viewer.getByRole('group', { name: '1 de 1', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(viewer).toContainText(PILL.title);

  // Closing it takes the pill out of the address: a reload does not open it again.
  await viewer.getByRole('button', { name: 'Fechar' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL('/student/dashboard');
});

test('a pill that fails to load shows the error, and no pill shown before stays', async ({
  page,
}) => {
  await openAs(page, `/student/dashboard?pill=${PILL.id}`);
  const viewer = viewerOf(page);
  await expect(viewer).toContainText(PILL.title);

  await injectFault(page, 'getPill', '500');
  await followLink(page, `/student/dashboard?pill=${OTHER.id}`);

  await expect(
    page
      .getByRole('region', { name: 'Avisos' })
      .getByRole('alert')
      .filter({ hasText: SERVER_ERROR }),
  ).toBeVisible();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL('/student/dashboard');
  // The dashboard goes on: its own pills still open.
  await expect(
    page.getByRole('region', { name: 'Fique por dentro' }).getByRole('button').first(),
  ).toBeVisible();
});

test('an id that is no number says so without a call', async ({ page }) => {
  await openAs(page, '/student/dashboard?pill=abc');
  await expect(
    page
      .getByRole('region', { name: 'Avisos' })
      .getByRole('alert')
      .filter({ hasText: 'ID não é válido.' }),
  ).toBeVisible();
  await expect(viewerOf(page)).toHaveCount(0);
  await expect(page).toHaveURL('/student/dashboard');
});
