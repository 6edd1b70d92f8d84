export {
  InterestsSection,
  INTERESTS_SECTION_TEXT,
  type InterestTrainings,
  type InterestsSectionProps,
} from './InterestsSection';
