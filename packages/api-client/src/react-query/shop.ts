import type { DecolaClient } from '../client.js';
import type { components } from '../schema.js';
import type { QueryOf } from './options.js';
import { decolaMutation, decolaQuery } from './options.js';
import { profileKeys } from './profile.js';
import { statementKeys } from './statement.js';

export type ShopFilterQuery = QueryOf<'/api/decola/list/filters'>;
export type ProductFilters = QueryOf<'/api/decola/list/products'>;
export type FavoriteProductFilters = QueryOf<'/api/decola/list/user/favorite/product'>;

const all = ['shop'] as const;

export const shopKeys = {
  all,
  filters: (query: ShopFilterQuery = {}) => [...all, 'filters', query] as const,
  lists: () => [...all, 'list'] as const,
  list: (filters: ProductFilters = {}) => [...shopKeys.lists(), filters] as const,
  favorites: (filters: FavoriteProductFilters = {}) =>
    [...shopKeys.lists(), 'favorites', filters] as const,
  details: () => [...all, 'detail'] as const,
  detail: (id: number) => [...shopKeys.details(), id] as const,
  orders: () => [...all, 'orders'] as const,
  order: (id: number) => [...shopKeys.orders(), id] as const,
};

export const shopMutationKeys = {
  favorite: [...all, 'favorite'],
  unfavorite: [...all, 'unfavorite'],
  createOrder: [...all, 'createOrder'],
  createReceipt: [...all, 'createReceipt'],
} as const;

export function shopQueries(api: DecolaClient) {
  const byId = (id: number) => ({ path: { id } });
  return {
    filters: (query: ShopFilterQuery = {}) =>
      decolaQuery(shopKeys.filters(query), (signal) =>
        api.get('/api/decola/list/filters', { params: { query }, signal }),
      ),
    /** Products, filtered by repeated category, shop and interval values. */
    list: (filters: ProductFilters = {}) =>
      decolaQuery(shopKeys.list(filters), (signal) =>
        api.get('/api/decola/list/products', { params: { query: filters }, signal }),
      ),
    detail: (id: number) =>
      decolaQuery(shopKeys.detail(id), (signal) =>
        api.get('/api/decola/get/product/id/{id}', { params: byId(id), signal }),
      ),
    favorites: (filters: FavoriteProductFilters = {}) =>
      decolaQuery(shopKeys.favorites(filters), (signal) =>
        api.get('/api/decola/list/user/favorite/product', { params: { query: filters }, signal }),
      ),
    orders: () =>
      decolaQuery(shopKeys.orders(), (signal) => api.get('/api/decola/orders', { signal })),
    order: (id: number) =>
      decolaQuery(shopKeys.order(id), (signal) =>
        api.get('/api/decola/order/{id}', { params: byId(id), signal }),
      ),
  };
}

export function shopMutations(api: DecolaClient) {
  const byId = (id: number) => ({ params: { path: { id } } });
  // The product and every list that shows it (the products and the favourites).
  const favoriteChanged = (id: number) => [shopKeys.lists(), shopKeys.detail(id)];
  return {
    favorite: () =>
      decolaMutation(
        shopMutationKeys.favorite,
        (id: number) => api.post('/api/decola/save/user/favorite/product/id/{id}', byId(id)),
        favoriteChanged,
      ),
    unfavorite: () =>
      decolaMutation(
        shopMutationKeys.unfavorite,
        (id: number) => api.delete('/api/decola/delete/user/favorite/product/id/{id}', byId(id)),
        favoriteChanged,
      ),
    // An order spends decoins and stock: the wallet, the statement and the products change.
    createOrder: () =>
      decolaMutation(
        shopMutationKeys.createOrder,
        (order: components['schemas']['OrderInput']) =>
          api.post('/api/decola/order', { body: order }),
        () => [shopKeys.all, profileKeys.me(), statementKeys.all],
      ),
    createReceipt: () =>
      decolaMutation(
        shopMutationKeys.createReceipt,
        (orderId: number) => api.post('/api/decola/receipt/{id}', byId(orderId)),
        (orderId) => [shopKeys.order(orderId), shopKeys.orders()],
      ),
  };
}
