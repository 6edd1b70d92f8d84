export {
  GlobalSearchResults,
  GLOBAL_SEARCH_TEXT,
  type GlobalSearchGroup,
  type GlobalSearchResultsProps,
} from './GlobalSearchResults';
export type {
  GlobalSearchCourseTrack,
  GlobalSearchInstructor,
  GlobalSearchSchool,
} from '../../cards/EntityCards';
