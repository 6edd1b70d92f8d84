import { PauseIcon, PlayIcon } from '../../../icons';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../lib/focusRing';
import { PlaybackRateMenu } from '../PlaybackRateMenu';
import { ShortcutsHelp } from '../ShortcutsHelp';
import { formatClock, formatPositionOf } from './mediaTime';
import type { MediaPlayback } from './useMediaElement';

export type MediaControlsProps = {
  playback: MediaPlayback;
  /** The 'Atalhos' help lists 'N' (notes at the current time). */
  withNote?: boolean;
  className?: string;
};

/** The controls every player of the viewer shows: play/pause, seek, time, speed and 'Atalhos'. */
export function MediaControls({ playback, withNote, className }: MediaControlsProps) {
  const { status, playing, position, duration, rate } = playback;
  const ready = status === 'ready';
  return (
    <div
      data-slot="media-controls"
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 px-3 pt-1 pb-3 text-ink',
        className,
      )}
    >
      <button
        type="button"
        onClick={playback.toggle}
        disabled={!playback.startable}
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-pill bg-primary text-on-primary',
          'hover:bg-primary-strong disabled:cursor-not-allowed disabled:opacity-60',
          focusRing,
        )}
      >
        {playing ? <PauseIcon size="lg" /> : <PlayIcon size="lg" className="translate-x-px" />}
        <span className="sr-only">{playing ? 'Pausar' : 'Reproduzir'}</span>
      </button>
      <input
        type="range"
        aria-label="Posição"
        aria-valuetext={formatPositionOf(position, duration)}
        min={0}
        max={Math.max(1, Math.floor(duration))}
        step={1}
        value={Math.floor(position)}
        disabled={!ready}
        onChange={(event) => playback.handle.seek(Number(event.target.value))}
        className={cn(
          'h-9 min-w-24 flex-1 cursor-pointer accent-primary disabled:cursor-not-allowed',
          focusRing,
        )}
      />
      <span data-slot="media-clock" className="text-sm text-ink-muted tabular-nums">
        {formatClock(position, duration)}
      </span>
      <PlaybackRateMenu rate={rate} onRateChange={playback.setRate} disabled={!ready} />
      <ShortcutsHelp withNote={withNote} />
    </div>
  );
}
