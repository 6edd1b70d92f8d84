// The course page's panel, one h2 with its own loading and error states, serves this page too.
export { CoursePanel as TrainingPanel } from '../../course/CoursePage/CoursePanel';
