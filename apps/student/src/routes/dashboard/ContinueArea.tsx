import { pickContentToContinue, routeHref } from '@decola/domain';
import { ContinueLearningSection } from '@decola/ui';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { contentQuery } from '../../api/contents';
import { courseQuery } from '../../api/courses';
import { statusOf } from '../../api/status';
import { routerPath } from '../../app/paths';
import { useErrorToast } from '../../shell/useErrorToast';

/** spec 1 §2, §4: 'Continuar' loads the course's contents and opens the one to continue. */
export function ContinueArea() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const progress = useInfiniteQuery(courseQuery.inProgress());
  const [continuingId, setContinuingId] = useState<number | null>(null);
  const courses = progress.data?.pages.flatMap((page) => page.courses) ?? [];

  const continueCourse = async (courseId: number) => {
    setContinuingId(courseId);
    try {
      const owner = { courseId };
      const content = pickContentToContinue(await queryClient.fetchQuery(contentQuery.list(owner)));
      const href = content
        ? routeHref({
            name: 'course_content',
            params: { course_id: String(courseId), content_id: String(content.id) },
          })
        : routeHref({ name: 'course', params: { course_id: String(courseId) } });
      await navigate(routerPath(href));
    } catch (error) {
      showError(error);
    } finally {
      setContinuingId(null);
    }
  };

  return (
    <ContinueLearningSection
      courses={courses}
      hasMore={progress.hasNextPage}
      status={statusOf(progress)}
      loadingMore={progress.isFetchingNextPage}
      onRetry={() => void progress.refetch()}
      onReachEnd={() => void progress.fetchNextPage()}
      onContinue={(course) => void continueCourse(course.id)}
      continuingCourseId={continuingId}
    />
  );
}
