import { InterestsSection } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { interestQuery } from '../../api/interests';
import { statusOf } from '../../api/status';
import type { CourseCardActions } from '../../courses/courseActions';

/** Shown when the user's interests are not null. */
export function InterestsArea({ today, onIntroVideoClick, onCommentsClick }: CourseCardActions) {
  const userInterests = useQuery(interestQuery.user());
  const trainings = useQuery({
    ...interestQuery.userCourses(),
    enabled: userInterests.data != null,
  });
  if (userInterests.isSuccess && userInterests.data == null) return null;
  return (
    <InterestsSection
      interests={trainings.data ?? []}
      today={today}
      status={statusOf(userInterests, trainings)}
      onRetry={() => void (userInterests.isError ? userInterests.refetch() : trainings.refetch())}
      onIntroVideoClick={onIntroVideoClick}
      onCommentsClick={onCommentsClick}
    />
  );
}
