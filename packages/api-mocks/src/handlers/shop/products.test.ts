import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../db/schemas';
import { resetDatabase, setPersistence } from '../../db/store';
import { createCaller, type Caller, type Query } from '../../testing/caller';

type Data<T> = { data: T };
type ProductPage = Data<Schemas['ProductPage']>;

async function signedIn(email = 'aluno@decola.dev'): Promise<Caller> {
  const caller = createCaller();
  await caller.signIn(email);
  return caller;
}

const products = (caller: Caller, query: Query = {}) =>
  caller.json<ProductPage>('GET', '/api/decola/list/products', { query });

beforeEach(() => {
  setPersistence(null);
  resetDatabase();
});

describe('the product list (spec 2 §7)', () => {
  it('pages 20 products at a time', async () => {
    const caller = await signedIn();
    const first = await products(caller);
    expect(first.body.data).toMatchObject({ page: 1, pages: 2, total: 40 });
    expect(first.body.data.products).toHaveLength(20);
    const second = await products(caller, { page: 2 });
    expect(second.body.data.products.map((product) => product.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => 21 + index),
    );
    expect((await products(caller, { page: 3 })).body.data.products).toEqual([]);
    expect((await products(caller, { limit: 7 })).body.data.pages).toBe(6);
  });

  it('shows each product with its shop, category, stock and whether it is a favourite', async () => {
    const caller = await signedIn();
    const [mug] = (await products(caller)).body.data.products;
    expect(mug).toMatchObject({
      id: 1,
      name: 'Caneca térmica Decola 450 ml',
      decoins: 350,
      shop: { id: 1, name: 'Loja Decola', quantityProducts: 12 },
      category: { id: 1, name: 'Brindes' },
      isFavorite: true,
    });
    expect(mug!.imagesUrl![0]).toBe('/student/demo/img/product-1.svg');
  });

  it('filters by repeated categories and shops, the price interval and the search', async () => {
    const caller = await signedIn();
    const byCategory = await products(caller, { category: [3, 4] });
    expect(byCategory.body.data.total).toBe(10);
    expect(
      byCategory.body.data.products.every((product) => [3, 4].includes(product.category!.id)),
    ).toBe(true);

    const byShop = await products(caller, { shop: [3, 4] });
    expect(byShop.body.data.total).toBe(17);

    const byPrice = await products(caller, { interval: [300, 500] });
    expect(byPrice.body.data.products.every((p) => p.decoins >= 300 && p.decoins <= 500)).toBe(
      true,
    );
    expect(byPrice.body.data.total).toBe(9);

    // Accents and case do not matter.
    const bySearch = await products(caller, { search: 'FONE de OUVIDO' });
    expect(bySearch.body.data.products.map((product) => product.id)).toEqual([24, 25]);
    const termica = await products(caller, { search: 'termica' });
    expect(termica.body.data.products.map((product) => product.id)).toEqual([1, 2]);

    const combined = await products(caller, { shop: [1], category: [2], interval: [0, 400] });
    expect(combined.body.data.products.map((product) => product.name)).toEqual([
      'Camiseta Decola algodão – azul',
      'Boné Decola aba curva',
    ]);
  });

  it('includes the sold-out products, with stock 0', async () => {
    const caller = await signedIn();
    const { body } = await products(caller, { limit: 40 });
    expect(body.data.products.filter((product) => product.stock === 0)).toHaveLength(8);
  });
});

describe('the shop filter panel', () => {
  it('offers the shops, categories and the price range of the current choice', async () => {
    const caller = await signedIn();
    const all = await caller.json<Data<Schemas['ShopFilter']>>('GET', '/api/decola/list/filters');
    expect(all.body.data.shops.map((shop) => [shop.name, shop.quantityProducts])).toEqual([
      ['Loja Decola', 12],
      ['Espaço do Conhecimento', 11],
      ['Tecnologia & Cia', 8],
      ['Bem-Estar Decola', 9],
    ]);
    expect(all.body.data.categories).toHaveLength(8);
    expect(all.body.data.prices).toEqual({ min: 90, max: 3500 });
    expect(all.body.data.searchQuery).toBe('');

    const books = await caller.json<Data<Schemas['ShopFilter']>>(
      'GET',
      '/api/decola/list/filters',
      { query: { category: [3], shop: [2], search: 'livro' } },
    );
    // Each shop counts what the other criteria leave, so the panel can offer switching shops.
    expect(books.body.data.shops.map((shop) => shop.quantityProducts)).toEqual([0, 5, 0, 0]);
    expect(books.body.data.prices).toEqual({ min: 480, max: 700 });
    expect(books.body.data.searchQuery).toBe('livro');
  });
});

describe('favourite products', () => {
  const favorites = (caller: Caller) =>
    caller.json<ProductPage>('GET', '/api/decola/list/user/favorite/product');

  it('are added, listed newest first and removed', async () => {
    const caller = await signedIn();
    expect((await favorites(caller)).body.data.products.map((product) => product.id)).toEqual([
      36, 31, 24, 13, 1,
    ]);
    expect(
      (await caller.json('POST', '/api/decola/save/user/favorite/product/id/19')).body,
    ).toEqual({ data: { success: true } });
    // Adding twice keeps one.
    await caller.json('POST', '/api/decola/save/user/favorite/product/id/19');
    const added = (await favorites(caller)).body.data;
    expect(added.total).toBe(6);
    expect(added.products[0]).toMatchObject({ id: 19, isFavorite: true });

    await caller.json('DELETE', '/api/decola/delete/user/favorite/product/id/1');
    const left = (await favorites(caller)).body.data.products.map((product) => product.id);
    expect(left).toEqual([19, 36, 31, 24, 13]);
    const product = await caller.json<Data<Schemas['Product']>>(
      'GET',
      '/api/decola/get/product/id/1',
    );
    expect(product.body.data.isFavorite).toBe(false);
  });

  it('are each user’s own', async () => {
    const caller = await signedIn('novo@decola.dev');
    expect((await favorites(caller)).body.data).toEqual({
      products: [],
      page: 1,
      pages: 0,
      total: 0,
    });
  });

  it('answer 404 for a product that does not exist', async () => {
    const caller = await signedIn();
    expect(
      (await caller.json('POST', '/api/decola/save/user/favorite/product/id/999')).status,
    ).toBe(404);
    expect((await caller.json('GET', '/api/decola/get/product/id/999')).status).toBe(404);
  });
});
