import { openCommentsInQuery } from '@decola/domain';
import { useToday } from '../common/useToday';
import type { CourseCardActions } from './courseActions';
import { useDashboardQuery } from './useDashboardQuery';
import { useIntroVideo } from './useIntroVideo';

/**
 * Course cards on every screen keep the comments modal (courseID and pageDefault in the
 * query) and the intro video; the screen's page lives in the same query.
 */
export function useCourseCards() {
  const today = useToday();
  const introVideo = useIntroVideo();
  const pageQuery = useDashboardQuery();
  const actions: CourseCardActions = {
    today,
    onIntroVideoClick: introVideo.open,
    onCommentsClick: (course) => pageQuery.update((query) => openCommentsInQuery(query, course.id)),
  };
  return { actions, introVideo, pageQuery };
}
