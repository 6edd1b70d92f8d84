import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { exactly, successToast } from '../support/access';
import { recordCspViolations } from '../support/csp';
import { demoGet } from '../support/demo';
import { openAs } from '../support/signIn';

type ProductPage = {
  products: { id: number; name: string; isFavorite: boolean; decoins: number; stock: number }[];
  total: number;
  pages: number;
};

const products = async (page: Page, query: string) =>
  (await demoGet<{ data: ProductPage }>(page, `/api/decola/list/products?${query}`)).data;

const cardNames = (page: Page) =>
  page.getByRole('region', { name: 'Produtos', exact: true }).getByRole('heading', { level: 3 });

const namesOf = (answer: ProductPage) => answer.products.map(({ name }) => name);

// The seed's first five categories priced 100 to 2 000 decoins: 25 products, two pages.
const CATEGORIES = [
  'Brindes',
  'Vestuário e acessórios',
  'Livros',
  'Cursos e idiomas',
  'Tecnologia',
];
const FILTER = 'category=1&category=2&category=3&category=4&category=5&interval=100&interval=2000';

let cspViolations: string[] = [];

test.beforeEach(async ({ page }) => {
  cspViolations = await recordCspViolations(page);
});

test.afterEach(() => {
  expect(cspViolations).toEqual([]);
});

test('filter by categories and price, page 2, a reload keeps it; search, favourites, clear', async ({
  page,
}) => {
  // spec 2 §2: a missing page is page 1.
  await openAs(page, '/student/shop/page');
  await expect(page).toHaveURL(exactly('/student/shop/page/1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Loja' })).toBeVisible();
  await expect(cardNames(page)).toHaveText(namesOf(await products(page, 'page=1&limit=20')));

  const panel = page.getByRole('complementary', { name: 'Filtros' });
  for (const category of CATEGORIES) {
    const box = panel.getByRole('checkbox', { name: category, exact: true });
    // The URL holds the filter: the box turns checked once the address changed, not at the click.
    await box.click();
    await expect(box).toBeChecked();
  }
  await panel.getByRole('textbox', { name: 'Mínimo' }).fill('100');
  await panel.getByRole('textbox', { name: 'Máximo' }).fill('2000');
  await panel.getByRole('button', { name: 'Aplicar preço' }).click();
  await expect(page).toHaveURL(exactly(`/student/shop/page/1?${FILTER}`));
  const firstPage = await products(page, `${FILTER}&page=1&limit=20`);
  expect(firstPage.total).toBe(25);
  await expect(page.getByText('25 produtos')).toBeVisible();
  await expect(cardNames(page)).toHaveText(namesOf(firstPage));

  await page
    .getByRole('navigation', { name: 'Páginas de produtos' })
    .getByRole('button', { name: '2', exact: true })
    .click();
  await expect(page).toHaveURL(exactly(`/student/shop/page/2?${FILTER}`));
  const secondAnswer = await products(page, `${FILTER}&page=2&limit=20`);
  const secondPage = namesOf(secondAnswer);
  await expect(cardNames(page)).toHaveText(secondPage);

  // A card's 'Adicionar à sacola' (sold-out cards' cannot be pressed): the header balance follows.
  const inStock = secondAnswer.products.find((product) => product.stock > 0)!;
  await page
    .getByRole('region', { name: 'Produtos', exact: true })
    .getByRole('button', { name: 'Adicionar à sacola', disabled: false })
    .first()
    .click();
  await expect(successToast(page, 'Produto adicionado à sacola.')).toBeVisible();
  const balance = page.getByRole('banner').locator('[data-slot="decoins-balance"]');
  const left = new Intl.NumberFormat('pt-BR').format(1500 - inStock.decoins);
  await expect(balance).toHaveText(`Seu saldo: ${left} decoins`);

  await page.reload();
  await expect(page).toHaveURL(exactly(`/student/shop/page/2?${FILTER}`));
  await expect(cardNames(page)).toHaveText(secondPage);
  for (const category of CATEGORIES) {
    await expect(panel.getByRole('checkbox', { name: category, exact: true })).toBeChecked();
  }
  await expect(panel.getByRole('textbox', { name: 'Mínimo' })).toHaveValue('100');

  // The search waits 500 ms after the last key, then starts again at page 1.
  await panel.getByRole('searchbox', { name: 'Buscar produtos' }).fill('livro');
  await expect(page).toHaveURL(exactly(`/student/shop/page/1?${FILTER}&search=livro`));
  await expect(cardNames(page)).toHaveText(
    namesOf(await products(page, `${FILTER}&search=livro&page=1&limit=20`)),
  );

  // A favourite saved from its card is listed by the favourites filter, which stands alone.
  const first = (await products(page, `${FILTER}&search=livro&page=1&limit=20`)).products.find(
    (product) => !product.isFavorite,
  )!;
  const heart = page.getByRole('button', { name: `Favoritar ${first.name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(successToast(page, 'Produto adicionado aos favoritos.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const onlyFavorites = panel.getByRole('checkbox', { name: 'Somente favoritos' });
  // As the category boxes: checked once the address changed, not at the click.
  await onlyFavorites.click();
  await expect(onlyFavorites).toBeChecked();
  await expect(page).toHaveURL(exactly('/student/shop/page/1?favorites=1'));
  const favorites = (
    await demoGet<{ data: ProductPage }>(page, '/api/decola/list/user/favorite/product?page=1')
  ).data;
  expect(namesOf(favorites)).toContain(first.name);
  await expect(cardNames(page)).toHaveText(namesOf(favorites));

  await panel.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(exactly('/student/shop/page/1'));
  await expect(panel.getByRole('checkbox', { name: 'Somente favoritos' })).not.toBeChecked();
});

test('a product: its photos by keys and swipe, a quantity within the stock, to the bag, its heart', async ({
  page,
}) => {
  // spec 2 §2: the product route without an id is the shop.
  await openAs(page, '/student/product');
  await expect(page).toHaveURL(exactly('/student/shop/page/1'));

  // The aluno's first favourite in the seed, with two photos.
  const { data: product } = await demoGet<{
    data: { name: string; stock: number; imagesUrl: string[]; isFavorite: boolean };
  }>(page, '/api/decola/get/product/id/1');
  expect(product.isFavorite).toBe(true);
  await page.getByRole('link', { name: product.name, exact: true }).click();
  await expect(page).toHaveURL(exactly('/student/product/1'));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const gallery = page.getByRole('region', { name: `Fotos de ${product.name}` });
  await expect(gallery.getByRole('group')).toHaveCount(product.imagesUrl.length);
  const previous = gallery.getByRole('button', { name: 'Anterior' });
  const next = gallery.getByRole('button', { name: 'Próximo' });
  await next.focus();
  await page.keyboard.press('ArrowRight');
  // At an end an arrow stays focusable and says it is disabled with aria-disabled.
  await expect(previous).not.toHaveAttribute('aria-disabled');
  await previous.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(previous).toBeFocused();
  // A swipe (a drag to the left) brings the next photo.
  const photo = gallery.getByRole('img').first();
  const box = (await photo.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(previous).not.toHaveAttribute('aria-disabled');
  await expect(page.getByRole('heading', { level: 2, name: 'Descrição' })).toBeVisible();

  const quantity = page.getByRole('spinbutton', { name: 'Quantidade' });
  await quantity.fill(String(product.stock + 5));
  await quantity.blur();
  await expect(quantity).toHaveValue(String(product.stock));
  await expect(page.getByRole('button', { name: 'Aumentar quantidade' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // The whole stock costs more than the aluno's 1 500 decoins: the bag refuses it (h19b's bag).
  const balance = page.getByRole('banner').locator('[data-slot="decoins-balance"]');
  await expect(balance).toHaveText('Seu saldo: 1.500 decoins');
  const add = page.getByRole('button', { name: 'Adicionar à sacola' });
  await add.click();
  const notices = page.getByRole('region', { name: 'Avisos' });
  await expect(notices.getByText('Saldo insuficiente', { exact: true })).toBeVisible();
  await expect(balance).toHaveText('Seu saldo: 1.500 decoins');
  await quantity.fill('2');
  await quantity.blur();
  await add.click();
  await expect(successToast(page, 'Produto adicionado à sacola.')).toBeVisible();
  await expect(balance).toHaveText('Seu saldo: 800 decoins');

  const heart = page.getByRole('button', { name: `Favoritar ${product.name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(successToast(page, 'Produto removido dos favoritos.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(successToast(page, 'Produto adicionado aos favoritos.')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Voltar para a loja' }).click();
  await expect(page).toHaveURL(exactly('/student/shop/page/1'));

  // The profile's favourites tab lists it beside the trainings; its heart removes it there.
  await page.goto('/student/profile/favorite');
  const favorites = page.getByRole('region', { name: 'Produtos favoritos' });
  await expect(favorites.getByRole('heading', { level: 3, name: product.name })).toBeVisible();
  await favorites.getByRole('button', { name: `Favoritar ${product.name}` }).click();
  await expect(successToast(page, 'Produto removido dos favoritos.')).toBeVisible();
  await expect(favorites.getByRole('heading', { level: 3, name: product.name })).toHaveCount(0);
});
