export { SchoolPage, type SchoolPageProps } from './SchoolPage';
export { SchoolHeader, type SchoolHeaderProps, type SchoolHeaderSchool } from './SchoolHeader';
export { SchoolTracks, type SchoolTrack, type SchoolTracksProps } from './SchoolTracks';
export { SchoolCourses } from './SchoolCourses';
export { SchoolList, type SchoolListProps } from './SchoolList';
export { SCHOOL_PAGE_TEXT } from './schoolPageText';
export type { CourseGridPanelProps } from '../shared/CourseGridPanel';
export type { EntityDirectoryProps } from '../shared/EntityDirectory';
