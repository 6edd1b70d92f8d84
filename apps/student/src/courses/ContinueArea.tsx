import { pickContentToContinue, routeHref } from '@decola/domain';
import { ContinueLearningSection } from '@decola/ui';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contentQuery } from '../api/contents';
import { courseQuery } from '../api/courses';
import { ASKED_AHEAD } from '../common/askedAhead';
import { asyncStateOf } from '../api/asyncState';
import { useLatestNavigation } from '../common/useLatestNavigation';
import { useErrorToast } from '../shell/useErrorToast';

/**
 * 'Continuar' loads the course's contents and opens the one to continue; of two
 * quick clicks the last one opens, whichever answer comes first. `askedAhead` where the route's
 * loader asks for the list (the dashboard), not where a tab opens it (the profile's courses).
 */
export function ContinueArea({ askedAhead = false }: { askedAhead?: boolean }) {
  const queryClient = useQueryClient();
  const navigateWhenReady = useLatestNavigation();
  const showError = useErrorToast();
  const progress = useInfiniteQuery({
    ...courseQuery.inProgress(),
    ...(askedAhead ? ASKED_AHEAD : {}),
  });
  const [continuingId, setContinuingId] = useState<number | null>(null);
  const courses = progress.data?.pages.flatMap((page) => page.courses) ?? [];

  const continueCourse = async (courseId: number) => {
    setContinuingId(courseId);
    try {
      await navigateWhenReady(async () => {
        const owner = { courseId };
        const contents = await queryClient.fetchQuery(contentQuery.list(owner));
        const content = pickContentToContinue(contents);
        return content
          ? routeHref({
              name: 'course_content',
              params: { course_id: String(courseId), content_id: String(content.id) },
            })
          : routeHref({ name: 'course', params: { course_id: String(courseId) } });
      });
    } catch (error) {
      showError(error);
    } finally {
      // A later click still loading keeps its spinner.
      setContinuingId((current) => (current === courseId ? null : current));
    }
  };

  return (
    <ContinueLearningSection
      courses={courses}
      hasMore={progress.hasNextPage}
      state={asyncStateOf(progress)}
      loadingMore={progress.isFetchingNextPage}
      onReachEnd={() => void progress.fetchNextPage()}
      onContinue={(course) => void continueCourse(course.id)}
      continuingCourseId={continuingId}
    />
  );
}
