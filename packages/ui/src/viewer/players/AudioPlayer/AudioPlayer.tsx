import { cn } from '../../../lib/cn';
import { Spinner } from '../../../primitives/Spinner';
import type { MediaPlayerProps } from '../../shared/media';
import { MediaControls } from '../shared/MediaControls';
import { useMediaElement } from '../shared/useMediaElement';
import { useMediaShortcuts } from '../shared/useMediaShortcuts';

export const AUDIO_ERROR_MESSAGE = 'Não foi possível carregar o áudio. Tente novamente mais tarde.';

export type AudioPlayerProps = MediaPlayerProps & {
  /** The MP3's address. */
  src: string;
  /** The content's title: the player's name. */
  title: string;
  /** 'n' in the player: the app opens a note at this second. */
  onNoteShortcut?: (position: number) => void;
  className?: string;
};

/**
 * An MP3 content (kind 5): the browser's <audio> without its controls, under ours — play/pause,
 * seek, time and speed — and the player's keyboard shortcuts.
 */
export function AudioPlayer({ src, title, onNoteShortcut, className, ...media }: AudioPlayerProps) {
  return (
    // A new source is a new element: nothing of the previous file's state carries over.
    <LoadedAudio
      key={src}
      src={src}
      title={title}
      onNoteShortcut={onNoteShortcut}
      className={className}
      {...media}
    />
  );
}

function LoadedAudio({ src, title, onNoteShortcut, className, ...media }: AudioPlayerProps) {
  const { mediaProps, playback } = useMediaElement<HTMLAudioElement>(media);
  const shortcuts = useMediaShortcuts({
    toggle: playback.toggle,
    seekBy: playback.seekBy,
    position: playback.handle.position,
    onNoteShortcut,
  });
  return (
    <section
      aria-label={title}
      data-slot="audio-player"
      data-status={playback.status}
      data-playing={playback.playing}
      // Clicking the player's surface brings its keys here, without a stop in the Tab order.
      tabIndex={-1}
      className={cn(
        'flex flex-col gap-1 rounded-card border border-line bg-surface p-3 shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...shortcuts}
    >
      {/* The contract gives an MP3 content no captions file; its text is the content's description. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio src={src} {...mediaProps} />
      <div className="flex min-h-6 items-center gap-2 px-2">
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">{title}</p>
        {playback.status === 'loading' && <Spinner size="sm" label="Carregando áudio…" />}
      </div>
      {playback.status === 'error' ? (
        <p role="alert" className="px-2 py-2 text-sm text-danger">
          {AUDIO_ERROR_MESSAGE}
        </p>
      ) : (
        <MediaControls playback={playback} withNote={onNoteShortcut !== undefined} />
      )}
    </section>
  );
}
