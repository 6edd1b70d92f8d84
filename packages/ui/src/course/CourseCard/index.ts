export {
  CourseCard,
  COURSE_CARD_TEXT,
  type CourseCardCourse,
  type CourseCardProps,
} from './CourseCard';
