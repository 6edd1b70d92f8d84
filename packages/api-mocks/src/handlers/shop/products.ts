import { PAGE_SIZES } from '@decola/domain';
import { database } from '../../db/store';
import { http } from '../../http';
import { notFound } from '../../respond';
import { currentUser } from '../../session';
import { findProduct, matchesFilter, productView, readProductFilter, shopOf } from './catalogue';
import { paginate, positiveInt } from './paging';

const PRODUCT_NOT_FOUND = 'Produto não encontrado.';

const searchParams = (request: Request) => new URL(request.url).searchParams;

export const productHandlers = [
  /** Each shop counts what the other criteria leave; the price range ignores the interval. */
  http.get('/api/decola/list/filters', ({ request, response }) => {
    const db = database();
    const filter = readProductFilter(searchParams(request));
    const priced = db.products
      .filter((product) => matchesFilter(product, filter, 'interval'))
      .map((product) => product.decoins);
    return response(200).json({
      data: {
        shops: db.shops.map((shop) => ({
          ...shopOf(shop.id),
          quantityProducts: db.products.filter(
            (product) => product.shopId === shop.id && matchesFilter(product, filter, 'shop'),
          ).length,
        })),
        prices: {
          min: priced.length > 0 ? Math.min(...priced) : 0,
          max: priced.length > 0 ? Math.max(...priced) : 0,
        },
        categories: db.productCategories.map((category) => ({ ...category })),
        searchQuery: filter.search ?? '',
      },
    });
  }),

  // 20 products a page; a missing page is page 1.
  http.get('/api/decola/list/products', ({ request, query, cookies, response }) => {
    const user = currentUser(cookies);
    const filter = readProductFilter(searchParams(request));
    const page = paginate(
      database().products.filter((product) => matchesFilter(product, filter)),
      positiveInt(query.get('page')) ?? 1,
      positiveInt(query.get('limit')) ?? PAGE_SIZES.products,
    );
    return response(200).json({
      data: {
        products: page.items.map((product) => productView(product, user.id)),
        page: page.page,
        pages: page.pages,
        total: page.total,
      },
    });
  }),

  http.get('/api/decola/get/product/id/{id}', ({ params, cookies, response }) => {
    const product = findProduct(Number(params.id));
    if (!product) return response.untyped(notFound(PRODUCT_NOT_FOUND));
    return response(200).json({ data: productView(product, currentUser(cookies).id) });
  }),

  http.post('/api/decola/save/user/favorite/product/id/{id}', ({ params, cookies, response }) => {
    const user = currentUser(cookies);
    const product = findProduct(Number(params.id));
    if (!product) return response.untyped(notFound(PRODUCT_NOT_FOUND));
    const favorites = (database().favoriteProductIds[user.id] ??= []);
    if (!favorites.includes(product.id)) favorites.push(product.id);
    return response(200).json({ data: { success: true } });
  }),

  // The latest favourite first; 20 a page like the shop.
  http.get('/api/decola/list/user/favorite/product', ({ query, cookies, response }) => {
    const user = currentUser(cookies);
    const favorites = [...(database().favoriteProductIds[user.id] ?? [])]
      .reverse()
      .map(findProduct)
      .filter((product) => product !== undefined);
    const page = paginate(
      favorites,
      positiveInt(query.get('page')) ?? 1,
      positiveInt(query.get('limit')) ?? PAGE_SIZES.products,
    );
    return response(200).json({
      data: {
        products: page.items.map((product) => productView(product, user.id)),
        page: page.page,
        pages: page.pages,
        total: page.total,
      },
    });
  }),

  http.delete(
    '/api/decola/delete/user/favorite/product/id/{id}',
    ({ params, cookies, response }) => {
      const user = currentUser(cookies);
      const product = findProduct(Number(params.id));
      if (!product) return response.untyped(notFound(PRODUCT_NOT_FOUND));
      const db = database();
      db.favoriteProductIds[user.id] = (db.favoriteProductIds[user.id] ?? []).filter(
        (id) => id !== product.id,
      );
      return response(200).json({ data: { success: true } });
    },
  ),
];
