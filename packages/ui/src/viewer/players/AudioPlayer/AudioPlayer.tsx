import { Spinner } from '../../../primitives/Spinner';
import type { MediaPlayerProps } from '../../shared/media';
import { PlayerRegion } from '../shared/PlayerRegion';
import { useMediaElement } from '../shared/useMediaElement';

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
export function AudioPlayer(props: AudioPlayerProps) {
  // A new source is a new element: nothing of the previous file's state carries over.
  return <LoadedAudio key={props.src} {...props} />;
}

function LoadedAudio({ src, title, onNoteShortcut, className, ...media }: AudioPlayerProps) {
  const { mediaProps, playback } = useMediaElement<HTMLAudioElement>(media);
  return (
    <PlayerRegion
      data-slot="audio-player"
      title={title}
      playback={playback}
      onNoteShortcut={onNoteShortcut}
      errorMessage={AUDIO_ERROR_MESSAGE}
      className={className}
    >
      {/* The contract gives an MP3 content no captions file; its text is the content's description. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio src={src} {...mediaProps} />
      <div className="flex min-h-6 items-center gap-2 px-4 pt-3">
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">{title}</p>
        {playback.status === 'loading' && <Spinner size="sm" label="Carregando áudio…" />}
      </div>
    </PlayerRegion>
  );
}
