import { InterestsSection } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { interestQuery } from '../../api/interests';
import { asyncStateOf } from '../../api/asyncState';
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
      // The interests' failure text is fixed: the section takes no message.
      state={{ ...asyncStateOf(userInterests, trainings), errorMessage: null }}
      onIntroVideoClick={onIntroVideoClick}
      onCommentsClick={onCommentsClick}
    />
  );
}
