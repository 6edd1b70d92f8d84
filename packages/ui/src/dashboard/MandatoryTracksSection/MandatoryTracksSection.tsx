import { type DateInput } from '@decola/domain';
import { useState } from 'react';
import type { CourseCardCourse } from '../../course/CourseCard';
import { READY, type AsyncState } from '../../lib/asyncState';
import { CardSkeletons } from '../../cards/CardSkeletons';
import { DashboardSection } from '../shared/DashboardSection';
import { SectionLoadState } from '../shared/SectionLoadState';
import { MANDATORY_TRACKS_TEXT } from './mandatoryTracksText';
import { TrackItem, type TrackCourses, type TrackItemTrack } from '../../course/TrackItem';

/** The fields a mandatory track reads (the contract's `CourseTrack`). */
export type MandatoryTrack = TrackItemTrack;

export type MandatoryTracksSectionProps<T extends MandatoryTrack, C extends CourseCardCourse> = {
  /** The pending mandatory tracks (required tracks with filterType 1). */
  tracks: readonly T[];
  /** The list's load; tracks already shown stay whatever it says. */
  state?: AsyncState;
  /** The open track, when the app controls it; leave undefined to let the section keep it. */
  openTrackId?: T['id'] | null;
  /** The track open at first when the section keeps it. */
  defaultOpenTrackId?: T['id'] | null;
  /**
   * A click opens a track, a second click closes it (null). The app loads an opened
   * track's courses from index 0 and hands them in through `trackCourses`.
   */
  onOpenTrackChange?: (trackId: T['id'] | null) => void;
  /** Each loaded track's courses, by `String(track.id)`; a missing entry is still loading. */
  trackCourses?: Readonly<Partial<Record<string, TrackCourses<C>>>>;
  /** The open track's carousel reached its end and the track has more: load from its length. */
  onReachEnd?: (trackId: T['id']) => void;
  /** Today, for each course card's 'Novo' flag. */
  today: DateInput;
  onIntroVideoClick?: (course: C) => void;
  onCommentsClick?: (course: C) => void;
  className?: string;
};

/** The open track's courses load in chunks, and nothing shows without tracks. */
export function MandatoryTracksSection<T extends MandatoryTrack, C extends CourseCardCourse>({
  tracks,
  state = READY,
  openTrackId,
  defaultOpenTrackId = null,
  onOpenTrackChange,
  trackCourses = {},
  onReachEnd,
  today,
  onIntroVideoClick,
  onCommentsClick,
  className,
}: MandatoryTracksSectionProps<T, C>) {
  const [ownOpenTrackId, setOwnOpenTrackId] = useState<T['id'] | null>(defaultOpenTrackId);
  const controlled = openTrackId !== undefined;
  const openId = controlled ? openTrackId : ownOpenTrackId;
  const slot = 'mandatory-tracks-section';

  if (tracks.length === 0) {
    return (
      <SectionLoadState
        title={MANDATORY_TRACKS_TEXT.title}
        slot={slot}
        state={state}
        skeletons={<CardSkeletons kind="mandatory" label={MANDATORY_TRACKS_TEXT.loading} />}
        errorText={MANDATORY_TRACKS_TEXT.error}
        className={className}
      />
    );
  }

  const toggle = (track: T) => {
    const next = openId === track.id ? null : track.id;
    if (!controlled) setOwnOpenTrackId(next);
    onOpenTrackChange?.(next);
  };

  return (
    <DashboardSection title={MANDATORY_TRACKS_TEXT.title} slot={slot} className={className}>
      <ul className="flex flex-col gap-3">
        {tracks.map((track) => (
          <TrackItem
            key={track.id}
            track={track}
            mandatory
            open={openId === track.id}
            onToggle={() => toggle(track)}
            courses={trackCourses[String(track.id)]}
            onReachEnd={onReachEnd && (() => onReachEnd(track.id))}
            today={today}
            onIntroVideoClick={onIntroVideoClick}
            onCommentsClick={onCommentsClick}
          />
        ))}
      </ul>
    </DashboardSection>
  );
}
