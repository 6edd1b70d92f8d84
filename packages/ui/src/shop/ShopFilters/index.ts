export * from './ShopFilters';
export type { IdChoice } from './IdChoices';
