export {
  CourseProgressCard,
  CONTINUING_TEXT,
  type CourseProgressCardCourse,
  type CourseProgressCardProps,
} from './CourseProgressCard';
