export {
  MissionVisionValuesSection,
  type MissionVisionValuesSectionProps,
} from './MissionVisionValuesSection';
