import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectDashboard } from '../support/access';
import { turnMaintenanceOn } from '../support/demo';
import { openAs } from '../support/signIn';

const navigation = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Navegação principal' });

const headerSearch = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: 'Pesquisar treinamentos' });

/** The user dropdown's entries, opened from the greeting and closed again with Escape. */
async function accountEntries(page: Page, name: string): Promise<string[]> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Olá, ${name}` })
    .click();
  const entries = page.getByRole('menuitem');
  await expect(entries.first()).toBeVisible();
  const labels = (await entries.allInnerTexts()).map((label) => label.trim());
  await page.keyboard.press('Escape');
  await expect(entries).toHaveCount(0);
  return labels;
}

test('maintenance mode leaves an admin only the admin entries: no search, only Sair', async ({
  page,
}) => {
  test.slow();
  await openAs(page, '/student/dashboard', 'admin@decola.dev');
  await expectDashboard(page, 'Roberto');
  await expect(navigation(page).getByRole('link')).toHaveText([
    'Início',
    'Meu dashboard',
    'Estatísticas',
    'Loja',
    /^Painel Admin\./,
  ]);
  await expect(headerSearch(page)).toBeVisible();

  await turnMaintenanceOn(page);

  // spec 1 §6: only admin entries stay; spec 1 §2: no header search in maintenance mode.
  const admin = navigation(page).getByRole('link', { name: 'Painel Admin. (abre em nova aba)' });
  await expect(navigation(page).getByRole('link')).toHaveCount(1);
  await expect(admin).toHaveAttribute('href', /^\/admin\/?#\/dashboard$/);
  await expect(admin).toHaveAttribute('target', '_blank');
  await expect(headerSearch(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notificações/ })).toHaveCount(0);
  expect(await accountEntries(page, 'Roberto')).toEqual(['Sair']);

  // The mobile menu (up to 755 px) offers no more than that.
  await page.setViewportSize({ width: 755, height: 900 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  await expect(headerSearch(page)).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(
    menu.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link'),
  ).toHaveText([/^Painel Admin\./]);
  await expect(
    menu.getByRole('navigation', { name: 'Sua conta' }).getByRole('listitem'),
  ).toHaveText(['Sair']);
});

test('maintenance mode leaves a manager only "Meus times"', async ({ page }) => {
  test.slow();
  await openAs(page, '/student/dashboard', 'gestor@decola.dev');
  await expectDashboard(page, 'Fernanda');
  await expect(navigation(page).getByRole('link', { name: /^Meus times/ })).toBeVisible();

  await turnMaintenanceOn(page);

  const teams = navigation(page).getByRole('link', { name: 'Meus times (abre em nova aba)' });
  await expect(navigation(page).getByRole('link')).toHaveCount(1);
  await expect(teams).toHaveAttribute('href', /^\/admin\/?#\/team$/);
  await expect(headerSearch(page)).toHaveCount(0);
  expect(await accountEntries(page, 'Fernanda')).toEqual(['Sair']);
});
