import type { ProductRecord } from '../../db/shop';
import type { Schemas } from '../../db/schemas';
import { database } from '../../db/store';
import { nonNegativeInt, positiveInt, searchable, text } from './paging';

/** The shop filter of a request: repeated category and shop, the price interval, the search text. */
export type ProductFilter = {
  categories: number[];
  shops: number[];
  interval: { min: number; max: number } | null;
  search: string | null;
};

const ids = (values: unknown[]): number[] =>
  values.map(positiveInt).filter((id): id is number => id !== null);

/** Reads the filter; an interval is two values (min then max), in either order. */
export function readProductFilter(query: URLSearchParams): ProductFilter {
  const bounds = query.getAll('interval').map(nonNegativeInt);
  const [first, second] = bounds;
  const interval =
    bounds.length === 2 && first != null && second != null
      ? { min: Math.min(first, second), max: Math.max(first, second) }
      : null;
  return {
    categories: ids(query.getAll('category')),
    shops: ids(query.getAll('shop')),
    interval,
    search: text(query.get('search')),
  };
}

/** Whether a product passes the filter; `ignore` leaves one criterion out (for the panel's counts). */
export function matchesFilter(
  product: ProductRecord,
  filter: ProductFilter,
  ignore?: 'shop' | 'interval',
): boolean {
  if (!product.isActive) return false;
  if (filter.categories.length > 0 && !filter.categories.includes(product.categoryId)) return false;
  if (ignore !== 'shop' && filter.shops.length > 0 && !filter.shops.includes(product.shopId))
    return false;
  if (
    ignore !== 'interval' &&
    filter.interval &&
    (product.decoins < filter.interval.min || product.decoins > filter.interval.max)
  )
    return false;
  if (filter.search) {
    const wanted = searchable(filter.search);
    const haystack = searchable(
      `${product.name} ${product.description ?? ''} ${product.code ?? ''}`,
    );
    if (!haystack.includes(wanted)) return false;
  }
  return true;
}

export const findProduct = (id: number): ProductRecord | undefined =>
  database().products.find((product) => product.id === id && product.isActive);

export function shopOf(shopId: number): Schemas['ProductShop'] {
  const db = database();
  const shop = db.shops.find((candidate) => candidate.id === shopId);
  return {
    id: shopId,
    name: shop?.name ?? 'Loja Decola',
    quantityProducts: db.products.filter((product) => product.isActive && product.shopId === shopId)
      .length,
  };
}

export const isFavoriteProduct = (userId: number, productId: number): boolean =>
  (database().favoriteProductIds[userId] ?? []).includes(productId);

/** A product as the contract shows it to the signed-in user. */
export function productView(product: ProductRecord, userId: number): Schemas['Product'] {
  const { shopId, categoryId, imagesUrl, ...fields } = product;
  const category = database().productCategories.find((candidate) => candidate.id === categoryId);
  return {
    ...fields,
    imagesUrl: [...(imagesUrl ?? [])],
    shop: shopOf(shopId),
    ...(category ? { category: { ...category } } : {}),
    isFavorite: isFavoriteProduct(userId, product.id),
  };
}
