import { SchoolTracks } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { courseTrackQuery } from '../../api/courseTracks';
import { asyncStateOf } from '../../api/asyncState';
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
      state={asyncStateOf(tracks)}
      openTrackId={openTrackId}
      onOpenTrackChange={setOpenTrackId}
      openTrackCourses={trainings.courses}
      onReachEnd={trainings.loadMore}
      {...courseActions}
    />
  );
}
