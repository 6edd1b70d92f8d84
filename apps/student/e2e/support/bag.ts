import { expect, type Page } from '@playwright/test';
import { successToast } from './access';
import { demoGet } from './demo';

export type SeedProduct = { id: number; name: string; decoins: number; stock: number };
export type SeedOrder = { id: number; grossValue: number; products: { id: number }[] };

/** Moves inside the app as a link does, without loading the page again. */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** Signed in as the aluno on an empty bag, the screen shown. */
export async function openEmptyBag(page: Page, open: (page: Page, path: string) => Promise<void>) {
  await open(page, '/student/bag');
  await expect(page.getByText('Sua sacola está vazia.')).toBeVisible();
}

/** Two products of the seed cheap enough for the aluno's wallet, with stock to spare. */
export async function twoCheapProducts(page: Page): Promise<[SeedProduct, SeedProduct]> {
  const { data } = await demoGet<{ data: { products: SeedProduct[] } }>(
    page,
    '/api/decola/list/products?page=1&limit=20&interval=100&interval=300',
  );
  const [first, second] = data.products.filter((product) => product.stock >= 3);
  if (!first || !second) throw new Error('The seed has no two cheap products in stock.');
  return [first, second];
}

/** The product's page, then 'Adicionar à sacola' with one unit. */
export async function addToBag(page: Page, product: SeedProduct): Promise<void> {
  await goTo(page, `/student/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar à sacola' }).click();
  await expect(successToast(page, 'Produto adicionado à sacola.').last()).toBeVisible();
}

export const orders = async (page: Page) =>
  (await demoGet<{ data: SeedOrder[] }>(page, '/api/decola/orders')).data;

export const headerBalance = (page: Page) =>
  page.getByRole('banner').locator('[data-slot="decoins-balance"]');

export const decoins = (amount: number) =>
  `${new Intl.NumberFormat('pt-BR').format(amount)} ${amount === 1 ? 'decoin' : 'decoins'}`;
