export * from './RatingItem';
export * from './RatingsPanel';
export * from './StarInput';
export { RATINGS_TEXT } from './ratingsText';
export type { ContentRating, RatingDraft } from './types';
