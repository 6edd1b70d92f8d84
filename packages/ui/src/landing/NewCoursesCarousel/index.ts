export {
  NewCoursesCarousel,
  LANDING_CAROUSEL_EMBLA_DURATION,
  type NewCourse,
  type NewCoursesCarouselProps,
} from './NewCoursesCarousel';
export { LazyNewCoursesCarousel } from './LazyNewCoursesCarousel';
export { NEW_COURSES_TITLE } from './NewCoursesSkeleton';
