export {
  NewCoursesCarousel,
  NEW_COURSES_TITLE,
  LANDING_CAROUSEL_EMBLA_DURATION,
  type NewCourse,
  type NewCoursesCarouselProps,
} from './NewCoursesCarousel';
