import { useQueries, useQuery } from '@tanstack/react-query';
import { courseTrackQuery } from '../../api/courseTracks';

/** Every track when no school is selected; a track in two schools is listed once. */
export function useTracksOfSchools(schoolIds: readonly number[]) {
  const all = useQuery({ ...courseTrackQuery.tracks(), enabled: schoolIds.length === 0 });
  const bySchool = useQueries({
    queries: schoolIds.map((id) => courseTrackQuery.schoolTracks(id)),
  });
  if (schoolIds.length === 0) return { tracks: all.data ?? [], pending: all.isPending };
  const seen = new Set<number>();
  const tracks = bySchool
    .flatMap((result) => result.data ?? [])
    .filter((track) => !seen.has(track.id) && Boolean(seen.add(track.id)));
  return { tracks, pending: bySchool.some((result) => result.isPending) };
}
