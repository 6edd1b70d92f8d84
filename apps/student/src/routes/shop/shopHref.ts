import { routeHref, routerPath, writeShopFilter, type ShopFilterChoice } from '@decola/domain';

/** Route `shop`: the page in the path, the filter in the query (repeated values). */
export function shopPath(page: number, filter: ShopFilterChoice): string {
  const query = new URLSearchParams(writeShopFilter(filter)).toString();
  const path = routerPath(routeHref({ name: 'shop', params: { productsPage: String(page) } }));
  return query ? `${path}?${query}` : path;
}
