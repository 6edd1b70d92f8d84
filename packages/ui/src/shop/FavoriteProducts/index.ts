export * from './FavoriteProducts';
