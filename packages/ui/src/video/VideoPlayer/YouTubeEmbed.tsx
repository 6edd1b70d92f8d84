import { useEffect, useEffectEvent, useRef } from 'react';
import { YOUTUBE_EMBED_HOST, type YouTubeApi } from '../shared/youtubeApi';

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
}: YouTubeEmbedProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const labelFrame = useEffectEvent((frame: HTMLElement) => frame.setAttribute('title', title));
  const changeState = useEffectEvent((state: number) => {
    if (state === api.PlayerState.PLAYING) onPlay?.();
    else if (state === api.PlayerState.ENDED) onEnded?.();
  });
  const fail = useEffectEvent((code: number) => onError(code));

  useEffect(() => {
    const host = hostRef.current!;
    const target = document.createElement('div');
    host.append(target);
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
      },
      events: {
        // The iframe arrives titled 'YouTube video player'; screen readers get the video's title.
        onReady: (event) => labelFrame(event.target.getIframe()),
        onStateChange: (event) => changeState(event.data),
        onError: (event) => fail(event.data),
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
