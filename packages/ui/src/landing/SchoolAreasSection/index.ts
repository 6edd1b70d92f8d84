export {
  SchoolAreasSection,
  SCHOOL_AREAS,
  type SchoolArea,
  type SchoolAreasSectionProps,
} from './SchoolAreasSection';
