import { CardBadge } from '../../cards/CardBadge';
import { TRACK_TEXT, TrackProgress } from '../../course/TrackItem';
import { LockIcon } from '../../icons';
import type { AsyncState } from '../../lib/asyncState';
import { EntityCover, EntityHeader } from '../shared/EntityHeader';
import { TRACK_PAGE_TEXT } from './trackPageText';

/** The fields the track's heading reads (the contract's `CourseTrack`). */
export type TrackHeaderTrack = {
  title: string;
  description?: string | null;
  thumbnailURL?: string | null;
  finishedCourses?: number | null;
  totalCourses?: number | null;
  isBlocked?: boolean | null;
  isRequired?: boolean | null;
};

export type TrackHeaderProps = {
  track?: TrackHeaderTrack | null;
  state: AsyncState;
};

/** The track and its progress, 'N/M finalizados' with the circle capped at 100 %. */
export function TrackHeader({ track, state }: TrackHeaderProps) {
  const blocked = Boolean(track?.isBlocked);
  return (
    <EntityHeader
      state={state}
      kind={TRACK_PAGE_TEXT.kind}
      title={track?.title}
      description={track?.description}
      picture={<EntityCover imageURL={track?.thumbnailURL} dimmed={blocked} />}
      badges={
        (blocked || track?.isRequired) && (
          <div className="flex flex-wrap gap-2">
            {track?.isRequired && <CardBadge kind="mandatory">{TRACK_TEXT.mandatory}</CardBadge>}
            {blocked && (
              <CardBadge kind="blocked" icon={<LockIcon size="xs" />}>
                {TRACK_TEXT.blocked}
              </CardBadge>
            )}
          </div>
        )
      }
      aside={track && <TrackProgress track={track} size="lg" />}
      text={TRACK_PAGE_TEXT}
    />
  );
}
