export { SchoolFilter, type SchoolFilterProps } from './SchoolFilter';
export { SCHOOL_FILTER_TEXT, type SchoolFilterSchool } from './schoolFilterText';
