export {
  PillsSection,
  PILLS_SECTION_TEXT,
  type PillsSectionPill,
  type PillsSectionProps,
} from './PillsSection';
