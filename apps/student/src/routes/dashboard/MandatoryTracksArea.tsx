import type { components } from '@decola/api-client';
import { MandatoryTracksSection, type TrackCourses } from '@decola/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { courseTrackQuery } from '../../api/courseTracks';
import { statusOf } from '../../api/status';
import type { DashboardCourseActions } from './courseActions';

type Course = components['schemas']['Course'];

/** spec 1 §2 section 10, §4: an opened track loads its trainings, more at the carousel's end. */
export function MandatoryTracksArea({
  today,
  onIntroVideoClick,
  onCommentsClick,
}: DashboardCourseActions) {
  const tracks = useQuery(courseTrackQuery.requiredTracks());
  const [openTrackId, setOpenTrackId] = useState<number | null>(null);
  const trainings = useInfiniteQuery({
    ...courseTrackQuery.trackTrainings(openTrackId ?? 0),
    enabled: openTrackId !== null,
  });

  const trackCourses: Record<string, TrackCourses<Course>> = openTrackId === null
    ? {}
    : {
        [String(openTrackId)]: {
          courses: trainings.data?.pages.flatMap((page) => page.courses) ?? [],
          hasMore: trainings.hasNextPage,
          status: statusOf(trainings),
          loadingMore: trainings.isFetchingNextPage,
        },
      };

  return (
    <MandatoryTracksSection
      tracks={tracks.data ?? []}
      status={statusOf(tracks)}
      onRetry={() => void tracks.refetch()}
      openTrackId={openTrackId}
      onOpenTrackChange={(id) => setOpenTrackId(id === null ? null : Number(id))}
      trackCourses={trackCourses}
      onReachEnd={() => void trainings.fetchNextPage()}
      onRetryTrack={() => void trainings.refetch()}
      today={today}
      onIntroVideoClick={onIntroVideoClick}
      onCommentsClick={onCommentsClick}
    />
  );
}
