import { isYouTubeVideoId } from '@decola/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../../primitives/Spinner';
import { FallbackVideoPlayer, VIDEO_UNAVAILABLE_NOTICE } from '../FallbackVideoPlayer';
import type { LoadYouTubeApi, YouTubeApi } from '../shared/youtubeApi';
import { usePlayerApiLoader } from './VideoPlayerProvider';
import { YouTubeEmbed } from './YouTubeEmbed';

export type VideoPlayerError =
  /** No video id to play (a pill url without a path, an intro without a code, a malformed id). */
  | { reason: 'missing-video' }
  /** The YouTube script could not load (offline, blocked, timed out). */
  | { reason: 'script-unavailable' }
  /** The YouTube player refused the video; `code` is YouTube's error code. */
  | { reason: 'player-error'; code: number };

export type VideoPlayerProps = {
  /** The YouTube video id (a pill's is `videoIdFromUrl(pill.url)`). */
  videoId: string | null | undefined;
  /** The video's title: the iframe's accessible name and the fallback's caption. */
  title: string;
  posterURL?: string | null;
  /** Plays as soon as it is shown (the pill viewer, a modal opened by a play button). */
  autoPlay?: boolean;
  /** YouTube's own controls; the pill viewer hides them (spec 1 §2). */
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

type ApiState =
  { loader: LoadYouTubeApi; api: YouTubeApi } | { loader: LoadYouTubeApi; api: null; failed: true };

/**
 * One player for every video of the portal: YouTube's IFrame player, whose script is injected the
 * first time a video is shown, or — when that script cannot load, the video has no id or YouTube
 * refuses it — the local FallbackVideoPlayer, which fires the same onPlay and onEnded.
 */
export function VideoPlayer({
  videoId: givenVideoId,
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
  // Only a well-formed id reaches YouTube's player; anything else is a video that is missing.
  const videoId = isYouTubeVideoId(givenVideoId) ? givenVideoId : null;
  const loadApi = usePlayerApiLoader();
  const [apiState, setApiState] = useState<ApiState | null>(null);
  const [refusedVideoId, setRefusedVideoId] = useState<string | null>(null);
  const reportError = useEffectEvent((error: VideoPlayerError) => onError?.(error));

  useEffect(() => {
    if (!videoId) {
      reportError({ reason: 'missing-video' });
      return;
    }
    let current = true;
    loadApi().then(
      (api) => {
        if (current) setApiState({ loader: loadApi, api });
      },
      () => {
        if (!current) return;
        setApiState({ loader: loadApi, api: null, failed: true });
        reportError({ reason: 'script-unavailable' });
      },
    );
    return () => {
      current = false;
    };
  }, [loadApi, videoId]);

  // A state left by another loader (the provider changed) is as good as none.
  const loaded = apiState?.loader === loadApi ? apiState : null;
  const frame = cn(
    'relative aspect-video w-full overflow-hidden rounded-card bg-ink text-surface',
    className,
  );

  const unavailable = !videoId || refusedVideoId === videoId;
  if (unavailable || loaded?.api === null) {
    return (
      <FallbackVideoPlayer
        notice={unavailable ? VIDEO_UNAVAILABLE_NOTICE : undefined}
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

  if (!loaded) {
    return (
      <div data-slot="video-player" data-state="loading" className={frame}>
        {posterURL && (
          <img src={posterURL} alt="" className="absolute inset-0 size-full object-cover" />
        )}
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner
            size="lg"
            label="Carregando vídeo…"
            className="rounded-pill bg-ink/80 p-3 text-surface"
          />
        </div>
      </div>
    );
  }

  return (
    <div data-slot="video-player" data-state="youtube" className={frame}>
      <YouTubeEmbed
        api={loaded.api}
        videoId={videoId}
        title={title}
        autoPlay={autoPlay}
        controls={controls}
        onPlay={onPlay}
        onEnded={onEnded}
        onError={(code) => {
          setRefusedVideoId(videoId);
          onError?.({ reason: 'player-error', code });
        }}
      />
    </div>
  );
}
