export * from './FavoriteProducts';
export * from './ProductCard';
export * from './ProductDetail';
export * from './ShopFilters';
export * from './ShopPage';
export { SHOP_FILTERS_TEXT, SHOP_TEXT } from './shared/shopText';
export type { ShopProduct } from './shared/types';
