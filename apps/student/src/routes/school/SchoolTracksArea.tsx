import { errorMessage } from '@decola/api-client';
import { SchoolTracks } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { courseTrackQuery } from '../../api/courseTracks';
import { statusOf } from '../../api/status';
import type { CourseCardActions } from '../../courses/courseActions';
import { useTrackTrainings } from '../../courses/useTrackTrainings';

type SchoolTracksAreaProps = CourseCardActions & { schoolId: number };

/** Track block: an opened track loads its trainings, more at the carousel's end. */
export function SchoolTracksArea({ schoolId, ...courseActions }: SchoolTracksAreaProps) {
  const tracks = useQuery(courseTrackQuery.schoolTracks(schoolId));
  const [openTrackId, setOpenTrackId] = useState<number | null>(null);
  const trainings = useTrackTrainings(openTrackId);
  return (
    <SchoolTracks
      tracks={tracks.data ?? []}
      status={statusOf(tracks)}
      errorMessage={tracks.error ? errorMessage(tracks.error) : null}
      onRetry={() => void tracks.refetch()}
      openTrackId={openTrackId}
      onOpenTrackChange={setOpenTrackId}
      openTrackCourses={trainings.courses}
      onReachEnd={trainings.loadMore}
      onRetryTrack={trainings.retry}
      {...courseActions}
    />
  );
}
