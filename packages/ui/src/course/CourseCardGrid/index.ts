export { CourseCardGrid, type CourseCardGridProps } from './CourseCardGrid';
