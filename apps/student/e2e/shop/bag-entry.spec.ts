import { expect, test, type Page } from '../support/test';
import { exactly, successToast } from '../support/access';
import { headerBalance } from '../support/bag';
import { recordCspViolations } from '../support/csp';
import { openSignedIn } from '../support/signIn';

let cspViolations: string[] = [];

test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
});

test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

const products = (page: Page) => page.getByRole('region', { name: 'Produtos', exact: true });
const bagLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

test('at 1440 px the header leads to the bag with its count, the toast below the header offers it, emptying asks first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/student/shop/page/1');
  await expect(bagLink(page, 'Sacola, vazia')).toBeVisible();

  // Each picture in a frame of its own shape: no blank bands (the demo's are 16:9).
  const pictures = products(page).locator('img[data-slot="product-image"]');
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) {
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => {
          const box = image.getBoundingClientRect();
          if (!image.naturalWidth) return null;
          return Math.abs(box.width / box.height - image.naturalWidth / image.naturalHeight) < 0.02;
        }),
      )
      .toBe(true);
  }

  await products(page)
    .getByRole('button', { name: 'Adicionar à sacola', disabled: false })
    .first()
    .click();
  const toast = successToast(page, 'Produto adicionado à sacola.');
  await expect(toast).toBeVisible();
  await expect(bagLink(page, 'Sacola, 1 item')).toBeVisible();

  // Below the header: the balance and the avatar stay in sight.
  const header = (await page.getByRole('banner').boundingBox())!;
  const placed = (await toast.boundingBox())!;
  expect(placed.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(headerBalance(page)).toBeVisible();

  // The toast's own 'Ver sacola' opens the bag inside the app (no page load).
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await toast.getByRole('link', { name: 'Ver sacola' }).click();
  await expect(page).toHaveURL(exactly('/student/bag'));
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await expect(bagLink(page, 'Sacola, 1 item')).toHaveAttribute('aria-current', 'page');
  const items = page.getByRole('region', { name: 'Produtos na sacola' }).getByRole('listitem');
  await expect(items).toHaveCount(1);

  // 'Esvaziar sacola' asks first: 'Cancelar' keeps the product, confirming empties the bag.
  const clear = page.getByRole('button', { name: 'Esvaziar sacola' });
  await clear.click();
  const question = page.getByRole('alertdialog', { name: 'Deseja realmente esvaziar a sacola?' });
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toHaveCount(0);
  await expect(items).toHaveCount(1);
  await clear.click();
  await question.getByRole('button', { name: 'Esvaziar sacola' }).click();
  await expect(page.getByText('Sua sacola está vazia.')).toBeVisible();
  await expect(bagLink(page, 'Sacola, vazia')).toBeVisible();
});

test('at 375 px the bag is on the bar and in the menu, and the filters wait behind their button with their count', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, '/student/shop/page/1');

  // The first product is on the first screen: the filters are behind 'Filtros'.
  const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('complementary', { name: 'Filtros' })).toHaveCount(0);
  const firstAdd = products(page).getByRole('button', { name: 'Adicionar à sacola' }).first();
  await expect(firstAdd).toBeInViewport();

  await toggle.click();
  const panel = page.getByRole('complementary', { name: 'Filtros' });
  await panel.getByRole('checkbox', { name: 'Brindes', exact: true }).click();
  await expect(page).toHaveURL(exactly('/student/shop/page/1?category=1'));
  await expect(page.getByRole('button', { name: 'Filtros, 1 ativo' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('button', { name: 'Filtros, 1 ativo' }).click();
  await expect(panel).toHaveCount(0);

  await products(page)
    .getByRole('button', { name: 'Adicionar à sacola', disabled: false })
    .first()
    .click();
  await expect(successToast(page, 'Produto adicionado à sacola.')).toBeVisible();
  await expect(bagLink(page, 'Sacola, 1 item')).toBeVisible();

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Sacola, 1 item' }).click();
  await expect(page).toHaveURL(exactly('/student/bag'));
  await expect(menu).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Produtos na sacola' }).getByRole('listitem'),
  ).toHaveCount(1);
});
