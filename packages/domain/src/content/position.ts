import { CONTENT_KIND, type ContentKind } from '../constants/enums';
import { formatDuration } from '../format/duration';

/** A checkpoint is whole seconds (a PDF: its page), never negative. */
export const checkpointOf = (position: number): number =>
  Number.isFinite(position) && position > 0 ? Math.floor(position) : 0;

/** Resume is offered from a checkpoint past the start; a PDF simply opens on its page. */
export const resumePointOf = (checkpoint: number | null | undefined): number | null =>
  typeof checkpoint === 'number' && Number.isFinite(checkpoint) && checkpoint >= 1
    ? Math.floor(checkpoint)
    : null;

/** Seconds before the end within which a media is taken as watched through: no resume there. */
export const RESUME_END_MARGIN_SECONDS = 5;

/**
 * The resume point of a media that lasts `duration` seconds (0 or less: not known yet): the
 * checkpoint while it lies before the last seconds, none from there on — a checkpoint past the
 * end (a server's, or a file shorter than listed) would resume nowhere.
 */
export function resumePointWithin(
  checkpoint: number | null | undefined,
  duration: number | null | undefined,
): number | null {
  const point = resumePointOf(checkpoint);
  if (point === null || !duration || !Number.isFinite(duration) || duration <= 0) return point;
  return point < duration - RESUME_END_MARGIN_SECONDS ? point : null;
}

/** A media note sits at a second; a PDF's at a page (its `seconds` carry the page). */
export type NotePositionKind = 'time' | 'page';

export const notePositionKindOf = (kind: ContentKind | number): NotePositionKind =>
  kind === CONTENT_KIND.PDF ? 'page' : 'time';

/** A note's place: its time, or for a PDF its page ('Página N'), as the issue asks. */
export const notePositionLabel = (seconds: number, kind: NotePositionKind): string =>
  kind === 'page' ? `Página ${Math.max(1, Math.floor(seconds))}` : formatDuration(seconds);
