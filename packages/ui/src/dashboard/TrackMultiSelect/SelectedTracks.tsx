import { trackLabel, type TrackOption } from '@decola/domain';
import { cn } from '../../lib/cn';
import { FOCUS_RING } from '../../lib/focusRing';
import { CrossIcon } from '../../icons';
import { TRACK_MULTI_SELECT_TEXT } from './trackMultiSelectText';

/** The chosen tracks under 'Pesquisar trilha', each with a button that takes it out. */
export function SelectedTracks({
  tracks,
  onRemove,
}: {
  tracks: readonly TrackOption[];
  onRemove: (id: number) => void;
}) {
  if (tracks.length === 0) return null;
  return (
    <ul aria-label={TRACK_MULTI_SELECT_TEXT.selected} className="flex flex-wrap gap-2">
      {tracks.map((track) => (
        <li
          key={track.id}
          className="inline-flex h-8 items-center gap-1 rounded-pill bg-primary-soft ps-3 pe-1 text-sm font-medium text-primary-ink"
        >
          {trackLabel(track)}
          <button
            type="button"
            onClick={() => onRemove(track.id)}
            className={cn(
              'inline-flex size-6 items-center justify-center rounded-full hover:bg-surface',
              FOCUS_RING.near,
            )}
          >
            <CrossIcon size="xs" />
            <span className="sr-only">
              {TRACK_MULTI_SELECT_TEXT.remove} {trackLabel(track)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
