export * from './OrderReview';
