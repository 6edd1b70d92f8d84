import { cn } from '../../../lib/cn';
import {
  useYouTubeApi,
  VideoLoading,
  YouTubeEmbed,
  type YouTubeApi,
  type VideoPlayerError,
} from '../../../video/VideoPlayer';
import type { MediaPlayerProps } from '../../shared/media';
import { MediaControls } from '../shared/MediaControls';
import { PlayerRegion, type PlayerRegionProps } from '../shared/PlayerRegion';
import { useMediaElement, type MediaPlayback } from '../shared/useMediaElement';
import { useYouTubePlayback } from './useYouTubePlayback';

export const VIDEO_ERROR_MESSAGE = 'Não foi possível carregar o vídeo. Tente novamente mais tarde.';

/** Said over the local copy, so the learner knows why YouTube's player is not there. */
export const LOCAL_VIDEO_NOTICE =
  'O player do YouTube não está disponível: você está assistindo à cópia local deste vídeo.';

export type VideoContentPlayerProps = MediaPlayerProps & {
  /** The content's YouTube video id (its `code`). */
  videoId: string | null | undefined;
  /** The content's title: the player's name. */
  title: string;
  /** The content's own video file, played when YouTube's player cannot (offline, refused). */
  fallbackSrc?: string | null;
  posterURL?: string | null;
  /** A WebVTT captions file in Portuguese for the local video. */
  captionsSrc?: string;
  /** 'n' in the player: the app opens a note at this second. */
  onNoteShortcut?: (position: number) => void;
  /** YouTube's player is not available (the local video, if any, takes its place). */
  onError?: (error: VideoPlayerError) => void;
  className?: string;
};

/**
 * A video content (kind 1): YouTube's player under our controls (time, seek, pause, speed), or —
 * when its script cannot load or YouTube refuses the video — the content's local file in a native
 * <video> under the very same controls, so every progress rule works without the internet.
 */
export function VideoContentPlayer({ videoId, onError, ...props }: VideoContentPlayerProps) {
  const { state, refuse } = useYouTubeApi(videoId, onError);
  if (state.status === 'ready') {
    return (
      <YouTubeVideo
        key={state.videoId}
        api={state.api}
        videoId={state.videoId}
        onRefused={refuse}
        {...props}
      />
    );
  }
  if (state.status === 'unavailable' && props.fallbackSrc) {
    return <LocalVideo key={props.fallbackSrc} src={props.fallbackSrc} {...props} />;
  }
  return (
    <section
      aria-label={props.title}
      data-slot="video-content-player"
      data-status={state.status === 'loading' ? 'loading' : 'error'}
      className={cn(frameClass, props.className)}
    >
      <div className={screenClass}>
        {state.status === 'loading' ? (
          <VideoLoading posterURL={props.posterURL} />
        ) : (
          <p
            role="alert"
            className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm"
          >
            {VIDEO_ERROR_MESSAGE}
          </p>
        )}
      </div>
      {/* The controls' place, kept while the player loads: what follows the player stays put
          when the player arrives with its controls. */}
      {state.status === 'loading' && (
        <div aria-hidden="true" inert className="invisible">
          <MediaControls
            playback={waitingPlayback(props.listedDuration)}
            withNote={props.onNoteShortcut !== undefined}
          />
        </div>
      )}
    </section>
  );
}

const idle = () => undefined;

/** The controls of a player still loading: nothing to play yet, the content's listed length. */
const waitingPlayback = (listedDuration: number | null | undefined): MediaPlayback => ({
  status: 'loading',
  playing: false,
  position: 0,
  duration: listedDuration ?? 0,
  startable: false,
  rate: 1,
  handle: { position: () => 0, seek: idle, play: idle, pause: idle },
  toggle: idle,
  seekBy: idle,
  setRate: idle,
});

const frameClass =
  'flex flex-col gap-1 overflow-hidden rounded-card border border-line bg-surface shadow-sm';
const screenClass = 'relative aspect-video w-full overflow-hidden bg-ink text-surface';

/** The region both sources play in: YouTube's embed or the local file, under the same controls. */
function VideoRegion({
  className,
  ...props
}: Omit<PlayerRegionProps, 'data-slot' | 'errorMessage'>) {
  return (
    <PlayerRegion
      data-slot="video-content-player"
      errorMessage={VIDEO_ERROR_MESSAGE}
      className={cn('overflow-hidden', className)}
      {...props}
    />
  );
}

type PlayerProps = Omit<VideoContentPlayerProps, 'videoId' | 'onError'>;

function YouTubeVideo({
  api,
  videoId,
  onRefused,
  title,
  onNoteShortcut,
  className,
  fallbackSrc: _fallbackSrc,
  posterURL: _posterURL,
  captionsSrc: _captionsSrc,
  ...media
}: PlayerProps & { api: YouTubeApi; videoId: string; onRefused: (code: number) => void }) {
  const { embedProps, playback } = useYouTubePlayback(api, media);
  return (
    <VideoRegion {...{ title, playback, onNoteShortcut, className }}>
      <div data-source="youtube" className={screenClass}>
        <YouTubeEmbed
          api={api}
          videoId={videoId}
          title={title}
          autoPlay={false}
          controls={false}
          onError={onRefused}
          {...embedProps}
        />
      </div>
    </VideoRegion>
  );
}

function LocalVideo({
  src,
  title,
  posterURL,
  captionsSrc,
  onNoteShortcut,
  className,
  fallbackSrc: _fallbackSrc,
  ...media
}: PlayerProps & { src: string }) {
  const { mediaProps, playback } = useMediaElement<HTMLVideoElement>(media);
  return (
    <VideoRegion {...{ title, playback, onNoteShortcut, className }}>
      <div data-source="local" className={screenClass}>
        {/* The contract gives a content no captions file; when one is given its track is here. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          src={src}
          poster={posterURL ?? undefined}
          playsInline
          aria-label={title}
          className="size-full object-contain"
          {...mediaProps}
        >
          {captionsSrc && (
            <track kind="captions" src={captionsSrc} srcLang="pt-BR" label="Português" default />
          )}
        </video>
        {/* Over the screen's top rather than below it: the player keeps the height it had while
            loading and has with YouTube's embed, so nothing under it moves when the copy takes
            YouTube's place. */}
        <p className="pointer-events-none absolute inset-x-0 top-0 bg-ink/75 px-3 py-1.5 text-xs text-surface">
          {LOCAL_VIDEO_NOTICE}
        </p>
      </div>
    </VideoRegion>
  );
}
