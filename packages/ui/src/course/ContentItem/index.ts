export * from './ContentItem';
