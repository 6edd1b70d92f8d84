import { errorMessage } from '@decola/api-client';
import { PAGE_SIZES, pageOfList } from '@decola/domain';
import { TrackList } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseTrackQuery } from '../../api/courseTracks';
import { statusOf } from '../../api/status';
import { listPage } from '../../courses/listPage';
import { useDashboardQuery } from '../../courses/useDashboardQuery';

/** Without an id: every track (`courseTrack/list`), 20 a page (spec 2 §9). */
export function TrackListArea() {
  const { page, onPageChange } = listPage(useDashboardQuery());
  const tracks = useQuery(courseTrackQuery.tracks());
  const shown = pageOfList(tracks.data ?? [], page, PAGE_SIZES.trackList);
  return (
    <TrackList
      tracks={shown.items}
      status={statusOf(tracks)}
      errorMessage={tracks.error ? errorMessage(tracks.error) : null}
      onRetry={() => void tracks.refetch()}
      retrying={tracks.isFetching}
      page={page}
      pages={shown.pages}
      onPageChange={onPageChange}
    />
  );
}
