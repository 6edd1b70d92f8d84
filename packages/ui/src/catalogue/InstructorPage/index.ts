export { InstructorPage, type InstructorPageProps } from './InstructorPage';
export { InstructorHeader, type InstructorHeaderProps } from './InstructorHeader';
export { InstructorCourses } from './InstructorCourses';
export { InstructorSearch, type InstructorSearchProps } from './InstructorSearch';
export { INSTRUCTOR_PAGE_TEXT } from './instructorPageText';
