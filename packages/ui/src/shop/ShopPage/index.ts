export * from './ShopPage';
