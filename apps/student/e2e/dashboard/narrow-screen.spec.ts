import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly, expectSignedIn } from '../support/access';
import { openAs } from '../support/signIn';

/** spec 1 §9: the mobile menu up to 755 px; spec 1 §6: chart and shop links above 755 px. */
const MOBILE_MENU_MAX = 755;
/** spec 1 §2 and §9: the catalogue's school filter is a select box up to 500 px. */
const SCHOOL_SELECT_MAX = 500;

const headerNavigation = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Navegação principal' });
const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Abrir menu' });

async function signInOnDashboard(page: Page) {
  await openAs(page, '/student/dashboard');
  await expect(page).toHaveURL(exactly('/student/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meu dashboard' })).toBeVisible();
}

test('at 755 px the mobile menu replaces the header navigation, without chart and shop links', async ({
  page,
}) => {
  await page.setViewportSize({ width: MOBILE_MENU_MAX, height: 900 });
  await signInOnDashboard(page);
  await expect(headerNavigation(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Estatísticas' })).toHaveCount(0);

  // The menu leads elsewhere: the learner's profile, from 'Sua conta'.
  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText('Olá,')).toBeVisible();
  await expect(
    menu.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link'),
  ).toHaveText(['Início', 'Meu dashboard']);
  await menu
    .getByRole('navigation', { name: 'Sua conta' })
    .getByRole('link', { name: 'Meu perfil' })
    .click();
  await expect(page).toHaveURL(exactly('/student/profile'));
  await expect(menu).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();

  // And back through its main navigation, which marks the page on screen.
  await menuButton(page).click();
  await menu
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Meu dashboard' })
    .click();
  await expect(page).toHaveURL(exactly('/student/dashboard'));
  await expect(menu).toHaveCount(0);
  await menuButton(page).click();
  await expect(
    menu
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Meu dashboard' }),
  ).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(menu).toHaveCount(0);

  // One pixel wider, the header navigation is back, chart and shop links with it, live.
  await page.setViewportSize({ width: MOBILE_MENU_MAX + 1, height: 900 });
  await expect(menuButton(page)).toHaveCount(0);
  await expect(headerNavigation(page).getByRole('link')).toHaveText([
    'Início',
    'Meu dashboard',
    'Estatísticas',
    'Loja',
  ]);
  await expectSignedIn(page, 'Carol');

  await page.setViewportSize({ width: MOBILE_MENU_MAX, height: 900 });
  await expect(headerNavigation(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeVisible();
});

test('up to 500 px the catalogue filters by school through a select box', async ({ page }) => {
  await page.setViewportSize({ width: SCHOOL_SELECT_MAX, height: 900 });
  await signInOnDashboard(page);
  const catalogue = page.getByRole('region', { name: 'Catálogo de treinamentos' });
  const schools = catalogue.getByRole('group', { name: 'Escolas' });
  const select = schools.getByRole('button', { name: /Todas as escolas/ });
  await expect(select).toHaveAttribute('aria-haspopup', 'listbox');
  await expect(schools.getByRole('button', { name: 'Corporativa' })).toHaveCount(0);

  await select.click();
  const options = page.getByRole('listbox');
  await options.getByRole('option', { name: 'Corporativa' }).click();
  await expect(options.getByRole('option', { name: 'Corporativa' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/[?&]schools=1(&|$)/);
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);
  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  await expect(schools.getByRole('button', { name: /Corporativa/ })).toBeVisible();

  // One pixel wider: chips that toggle, the choice kept.
  await page.setViewportSize({ width: SCHOOL_SELECT_MAX + 1, height: 900 });
  await expect(schools.getByRole('button', { name: 'Corporativa', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(schools.getByRole('button', { name: /Todas as escolas/ })).toHaveCount(0);
});
