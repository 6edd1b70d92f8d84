import { useEffect, useEffectEvent, useRef } from 'react';
import { YOUTUBE_EMBED_HOST, type YouTubeApi, type YouTubePlayer } from '../shared/youtubeApi';

type YouTubeEmbedProps = {
  api: YouTubeApi;
  videoId: string;
  title: string;
  autoPlay: boolean;
  controls: boolean;
  onPlay?: () => void;
  onEnded?: () => void;
  /** YouTube's error code (2 bad id, 5 HTML5 error, 100 not found, 101/150 embedding refused). */
  onError: (code: number) => void;
  /** The second to start from (whole seconds: YouTube's `start`). */
  startAt?: number;
  /** The player can be driven (seek, rate, time). */
  onReady?: (player: YouTubePlayer) => void;
  /** Every state YouTube reports (`api.PlayerState`). */
  onStateChange?: (state: number) => void;
  onPlaybackRateChange?: (rate: number) => void;
};

/** The YouTube IFrame player, created in a node React does not own (the API replaces it). */
export function YouTubeEmbed({
  api,
  videoId,
  title,
  autoPlay,
  controls,
  onPlay,
  onEnded,
  onError,
  startAt,
  onReady,
  onStateChange,
  onPlaybackRateChange,
}: YouTubeEmbedProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const ready = useEffectEvent((player: YouTubePlayer) => {
    // The iframe arrives titled 'YouTube video player'; screen readers get the video's title.
    player.getIframe().setAttribute('title', title);
    onReady?.(player);
  });
  const changeState = useEffectEvent((state: number) => {
    onStateChange?.(state);
    if (state === api.PlayerState.PLAYING) onPlay?.();
    else if (state === api.PlayerState.ENDED) onEnded?.();
  });
  const fail = useEffectEvent((code: number) => onError(code));
  const changeRate = useEffectEvent((rate: number) => onPlaybackRateChange?.(rate));
  // Only where the player is created starts there; a later start is a seek, the caller's.
  const startSecond = useEffectEvent(() => (startAt ? Math.floor(startAt) : undefined));

  useEffect(() => {
    const host = hostRef.current!;
    const target = document.createElement('div');
    host.append(target);
    const start = startSecond();
    const player = new api.Player(target, {
      videoId,
      host: YOUTUBE_EMBED_HOST,
      width: '100%',
      height: '100%',
      playerVars: {
        autoplay: autoPlay ? 1 : 0,
        controls: controls ? 1 : 0,
        playsinline: 1,
        rel: 0,
        ...(start ? { start } : {}),
      },
      events: {
        onReady: (event) => ready(event.target),
        onStateChange: (event) => changeState(event.data),
        onError: (event) => fail(event.data),
        onPlaybackRateChange: (event) => changeRate(event.data),
      },
    });
    return () => {
      player.destroy();
      host.replaceChildren();
    };
  }, [api, videoId, autoPlay, controls]);

  useEffect(() => {
    hostRef.current?.querySelector('iframe')?.setAttribute('title', title);
  }, [title]);

  return <div ref={hostRef} data-slot="youtube-embed" className="size-full [&>*]:size-full" />;
}
