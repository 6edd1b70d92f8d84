import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordCspViolations } from '../support/csp';
import { demoGet, injectFault } from '../support/demo';
import { openAs } from '../support/signIn';

type Indication = {
  course: { title: string };
  indicatedBy: { name: string; socialName?: string | null };
};

const openFromUserMenu = async (page: Page, entry: string) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Olá, / })
    .click();
  await page.getByRole('menuitem', { name: entry }).click();
};

// Signed in on a light screen of the shell, so the user menu is the only way taken.
let cspViolations: string[] = [];

test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
  await openAs(page, '/student/profile');
  await expect(page).toHaveURL(/\/student\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
});

test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

test('the user menu opens the trainings colleagues recommended, as the demo lists them', async ({
  page,
}) => {
  const { data: indications } = await demoGet<{ data: Indication[] }>(
    page,
    '/api/decola/list/indication',
  );
  expect(indications.length).toBeGreaterThan(0);

  await openFromUserMenu(page, 'Treinamentos recomendados');
  await expect(page).toHaveURL(/\/student\/profile\/indication$/);
  // A tab of the profile: its list's heading one level under the profile's h1.
  await expect(page.getByRole('tab', { name: 'Treinamentos recomendados' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('heading', { level: 2, name: 'Treinamentos recomendados' }),
  ).toBeVisible();
  const items = page
    .getByRole('region', { name: 'Treinamentos recomendados para você' })
    .getByRole('article');
  await expect(items).toHaveCount(indications.length);
  for (const [index, { course, indicatedBy }] of indications.entries()) {
    await expect(items.nth(index)).toContainText(course.title);
    await expect(items.nth(index)).toContainText(
      `Indicado por ${indicatedBy.socialName || indicatedBy.name} em`,
    );
  }

  // A recommendation opens its course.
  const first = indications[0]!.course.title;
  await items.first().getByRole('link', { name: first }).click();
  await expect(page).toHaveURL(/\/student\/course\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
});

test('the user menu opens the favourite trainings inside the profile', async ({ page }) => {
  await openFromUserMenu(page, 'Treinamentos favoritos');
  await expect(page).toHaveURL(/\/student\/profile\/favorite$/);
  await expect(page.getByRole('tab', { name: 'Favoritos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Treinamentos favoritos' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Treinamentos favoritos' }).getByRole('rowheader').first(),
  ).toBeVisible();
});

test('a 500 on the recommendations shows their error and the shell still works', async ({
  page,
}) => {
  await injectFault(page, 'listIndications', '500');
  await openFromUserMenu(page, 'Treinamentos recomendados');
  await expect(page).toHaveURL(/\/student\/profile\/indication$/);
  const list = page.getByRole('region', { name: 'Treinamentos recomendados para você' });
  await expect(list.getByRole('alert')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await openFromUserMenu(page, 'Meu dashboard');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});
