export { RatingItem, type RatingItemProps } from './RatingItem';
