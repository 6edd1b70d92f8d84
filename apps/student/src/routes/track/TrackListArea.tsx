import { PAGE_SIZES } from '@decola/domain';
import { TrackList } from '@decola/ui';
import { useQuery } from '@tanstack/react-query';
import { courseTrackQuery } from '../../api/courseTracks';
import { wholeListPanel } from '../../courses/listPage';
import { useDashboardQuery } from '../../courses/useDashboardQuery';

/** Without an id: every track (`courseTrack/list`), 20 a page. */
export function TrackListArea() {
  const tracks = useQuery(courseTrackQuery.tracks());
  const { items, ...list } = wholeListPanel(tracks, useDashboardQuery(), PAGE_SIZES.trackList);
  return <TrackList tracks={items} {...list} />;
}
