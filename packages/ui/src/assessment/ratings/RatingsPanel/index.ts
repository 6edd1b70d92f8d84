export { RatingsPanel, type RatingsPanelProps } from './RatingsPanel';
