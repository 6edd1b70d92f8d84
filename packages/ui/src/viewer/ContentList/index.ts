export * from './ContentList';
