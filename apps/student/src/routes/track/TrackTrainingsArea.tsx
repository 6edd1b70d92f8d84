import { TrackTrainings } from '@decola/ui';
import type { CourseCardActions } from '../../courses/courseActions';
import { useTrackTrainings } from '../../courses/useTrackTrainings';

/** `courseTrack/{id}/trainings`: 5 a request, the next 5 when the carousel reaches its end. */
export function TrackTrainingsArea({
  trackId,
  ...courseActions
}: CourseCardActions & { trackId: number }) {
  const trainings = useTrackTrainings(trackId);
  return (
    <TrackTrainings
      trainings={trainings.courses}
      onReachEnd={trainings.loadMore}
      {...courseActions}
    />
  );
}
