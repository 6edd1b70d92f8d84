export {
  ContinueLearningSection,
  CONTINUE_LEARNING_TEXT,
  type ContinueLearningSectionProps,
} from './ContinueLearningSection';
