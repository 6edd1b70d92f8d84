import { cn } from '../../lib/cn';
import { FallbackVideoPlayer, VIDEO_UNAVAILABLE_NOTICE } from '../FallbackVideoPlayer';
import { useYouTubeApi, type VideoPlayerError } from './useYouTubeApi';
import { VideoLoading } from './VideoLoading';
import { YouTubeEmbed } from './YouTubeEmbed';

export type { VideoPlayerError } from './useYouTubeApi';

export type VideoPlayerProps = {
  /** The YouTube video id (a pill's is `videoIdFromUrl(pill.url)`). */
  videoId: string | null | undefined;
  /** The video's title: the iframe's accessible name and the fallback's caption. */
  title: string;
  posterURL?: string | null;
  /** Plays as soon as it is shown (the pill viewer, a modal opened by a play button). */
  autoPlay?: boolean;
  /** YouTube's own controls; the pill viewer hides them. */
  controls?: boolean;
  /** Playback started or resumed. */
  onPlay?: () => void;
  onEnded?: () => void;
  /** The real player is not available; the fallback player is shown in its place. */
  onError?: (error: VideoPlayerError) => void;
  /** Length of the fallback's playback in seconds. */
  fallbackDurationSeconds?: number;
  className?: string;
};

/**
 * One player for every video of the portal: YouTube's IFrame player, whose script is injected the
 * first time a video is shown, or — when that script cannot load, the video has no id or YouTube
 * refuses it — the local FallbackVideoPlayer, which fires the same onPlay and onEnded.
 */
export function VideoPlayer({
  videoId,
  title,
  posterURL,
  autoPlay = false,
  controls = true,
  onPlay,
  onEnded,
  onError,
  fallbackDurationSeconds,
  className,
}: VideoPlayerProps) {
  const { state, refuse } = useYouTubeApi(videoId, onError);
  const frame = cn(
    'relative aspect-video w-full overflow-hidden rounded-card bg-ink text-surface',
    className,
  );

  if (state.status === 'unavailable') {
    return (
      <FallbackVideoPlayer
        notice={state.reason === 'script-unavailable' ? undefined : VIDEO_UNAVAILABLE_NOTICE}
        title={title}
        posterURL={posterURL}
        autoPlay={autoPlay}
        durationSeconds={fallbackDurationSeconds}
        onPlay={onPlay}
        onEnded={onEnded}
        className={className}
      />
    );
  }

  if (state.status === 'loading') {
    return (
      <div data-slot="video-player" data-state="loading" className={frame}>
        <VideoLoading posterURL={posterURL} />
      </div>
    );
  }

  return (
    <div data-slot="video-player" data-state="youtube" className={frame}>
      <YouTubeEmbed
        api={state.api}
        videoId={state.videoId}
        title={title}
        autoPlay={autoPlay}
        controls={controls}
        onPlay={onPlay}
        onEnded={onEnded}
        onError={refuse}
      />
    </div>
  );
}
