import { CourseTrackResult, type GlobalSearchCourseTrack } from '../../cards/EntityCards';
import { EntityDirectory, type EntityDirectoryProps } from '../shared/EntityDirectory';
import { TRACK_PAGE_TEXT } from './trackPageText';

export type TrackListProps = EntityDirectoryProps & {
  /** The page's tracks, 20 a page. */
  tracks: readonly GlobalSearchCourseTrack[];
};

/** `details-course-tracks` without an id: every track; a blocked one cannot be opened. */
export function TrackList({ tracks, ...list }: TrackListProps) {
  return (
    <EntityDirectory
      {...list}
      title={TRACK_PAGE_TEXT.list}
      isEmpty={tracks.length === 0}
      slot="track-list"
    >
      {tracks.map((track) => (
        <li key={track.id}>
          <CourseTrackResult track={track} />
        </li>
      ))}
    </EntityDirectory>
  );
}
