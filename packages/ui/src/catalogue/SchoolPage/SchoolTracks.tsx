import { routeHref, type DateInput } from '@decola/domain';
import { useId } from 'react';
import type { CourseCardCourse } from '../../course/CourseCard';
import { TrackItem, type TrackCourses, type TrackItemTrack } from '../../course/TrackItem';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import { SECTION_TITLE_CLASS } from '../shared/sectionTitle';
import { SCHOOL_PAGE_TEXT } from './schoolPageText';

export type SchoolTrack = TrackItemTrack & { isRequired?: boolean | null };

export type SchoolTracksProps<T extends SchoolTrack, C extends CourseCardCourse> = {
  tracks: readonly T[];
  state: AsyncState;
  /** The open track, kept by the app; one at a time. */
  openTrackId: T['id'] | null;
  /** A click opens a track, a second closes it (null); the app then loads its courses. */
  onOpenTrackChange: (trackId: T['id'] | null) => void;
  /** The open track's courses as loaded so far, with their load and its retry. */
  openTrackCourses?: TrackCourses<C>;
  onReachEnd?: () => void;
  today: DateInput;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
};

/** The school's tracks, each opening a carousel of its courses. */
export function SchoolTracks<T extends SchoolTrack, C extends CourseCardCourse>({
  tracks,
  state,
  openTrackId,
  onOpenTrackChange,
  openTrackCourses,
  onReachEnd,
  today,
  onIntroVideoClick,
  onCommentsClick,
}: SchoolTracksProps<T, C>) {
  const titleId = useId();
  const status = shownStatus(state);
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      data-slot="school-tracks"
      data-state={status}
      className="flex flex-col gap-4"
    >
      <h2 id={titleId} className={SECTION_TITLE_CLASS}>
        {SCHOOL_PAGE_TEXT.tracks}
      </h2>
      <LoadState
        state={state}
        text={{ loading: SCHOOL_PAGE_TEXT.tracksLoading, error: SCHOOL_PAGE_TEXT.tracksError }}
      >
        {tracks.length === 0 ? (
          <p role="status" className="text-ink-muted">
            {SCHOOL_PAGE_TEXT.tracksEmpty}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {tracks.map((track) => (
              <TrackItem
                key={track.id}
                track={track}
                mandatory={Boolean(track.isRequired)}
                kind="courseTrack"
                href={routeHref({
                  name: 'details_course_tracks',
                  params: { entityID: String(track.id) },
                })}
                open={openTrackId === track.id}
                onToggle={() => onOpenTrackChange(openTrackId === track.id ? null : track.id)}
                courses={openTrackId === track.id ? openTrackCourses : undefined}
                onReachEnd={onReachEnd}
                today={today}
                onIntroVideoClick={onIntroVideoClick}
                onCommentsClick={onCommentsClick}
              />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
