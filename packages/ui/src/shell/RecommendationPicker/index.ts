export {
  RecommendationPicker,
  type RecommendationPickerProps,
  type RecommendationUser,
} from './RecommendationPicker';
