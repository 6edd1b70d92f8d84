import { parseUrlNumber } from '@decola/domain';
import { CoursePage, READY } from '@decola/ui';
import { useParams } from 'react-router-dom';
import { useToday } from '../../common/useToday';
import { CourseScreen } from './CourseScreen';

/** Route `course`; an id that is not a number is not found, without a call. */
export function Component() {
  const courseId = parseUrlNumber(useParams().course_id);
  const today = useToday();
  if (courseId === undefined) return <CoursePage state={READY} notFound today={today} />;
  // Another course opened from this one (a recommendation) starts with its own state.
  return <CourseScreen key={courseId} courseId={courseId} today={today} />;
}
