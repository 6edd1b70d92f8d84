export * from './ProductCard';
