import { MandatoryTracksSection } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { courseTrackQuery } from '../../api/courseTracks';
import { asyncStateOf } from '../../api/asyncState';
import type { CourseCardActions } from '../../courses/courseActions';
import { useTrackTrainings } from '../../courses/useTrackTrainings';

/** An opened track loads its trainings, more at the carousel's end. */
export function MandatoryTracksArea({
  today,
  onIntroVideoClick,
  onCommentsClick,
}: CourseCardActions) {
  const tracks = useQuery(courseTrackQuery.requiredTracks());
  const [openTrackId, setOpenTrackId] = useState<number | null>(null);
  const trainings = useTrackTrainings(openTrackId);

  return (
    <MandatoryTracksSection
      tracks={tracks.data ?? []}
      state={asyncStateOf(tracks)}
      openTrackId={openTrackId}
      onOpenTrackChange={(id) => setOpenTrackId(id === null ? null : Number(id))}
      trackCourses={openTrackId === null ? {} : { [String(openTrackId)]: trainings.courses }}
      onReachEnd={trainings.loadMore}
      today={today}
      onIntroVideoClick={onIntroVideoClick}
      onCommentsClick={onCommentsClick}
    />
  );
}
