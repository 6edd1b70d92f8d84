import type { components } from '@decola/api-client';
import type { TrackCourses } from '@decola/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { courseTrackQuery } from '../api/courseTracks';
import { asyncStateOf } from '../api/asyncState';

type Course = components['schemas']['Course'];

/** A track's trainings, 5 a request from index 0, the next 5 at the carousel's end. */
export function useTrackTrainings(trackId: number | null) {
  const trainings = useInfiniteQuery({
    ...courseTrackQuery.trackTrainings(trackId ?? 0),
    enabled: trackId !== null,
  });
  const courses: TrackCourses<Course> = {
    courses: trainings.data?.pages.flatMap((page) => page.courses) ?? [],
    hasMore: trainings.hasNextPage,
    state: asyncStateOf(trainings),
    loadingMore: trainings.isFetchingNextPage,
  };
  return { courses, loadMore: () => void trainings.fetchNextPage() };
}
