/**
 * The slice of the YouTube IFrame Player API the portal uses (the pill viewer loads a
 * third-party video player script), typed here instead of adding @types/youtube for a few members.
 */
export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  /** Seconds played. */
  getCurrentTime(): number;
  /** Seconds in all (0 until the video's data has arrived). */
  getDuration(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getPlaybackRate(): number;
  setPlaybackRate(rate: number): void;
  destroy(): void;
  /** The iframe the API put in place of the element it was given. */
  getIframe(): HTMLElement;
}

export interface YouTubePlayerEvent<Data = undefined> {
  target: YouTubePlayer;
  data: Data;
}

export interface YouTubePlayerOptions {
  videoId: string;
  /** Where the player's iframe comes from (YouTube's own host unless given). */
  host?: string;
  width?: string | number;
  height?: string | number;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: YouTubePlayerEvent) => void;
    onStateChange?: (event: YouTubePlayerEvent<number>) => void;
    onError?: (event: YouTubePlayerEvent<number>) => void;
    onPlaybackRateChange?: (event: YouTubePlayerEvent<number>) => void;
  };
}

export interface YouTubeApi {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
  PlayerState: { ENDED: number; PLAYING: number; PAUSED: number };
}

/** Resolves with the API once its script is ready; rejects when it cannot load. */
export type LoadYouTubeApi = () => Promise<YouTubeApi>;

export const YOUTUBE_IFRAME_API_SRC = 'https://www.youtube.com/iframe_api';

/** The privacy-enhanced host: no cookie until the learner plays, and the only one the CSP frames. */
export const YOUTUBE_EMBED_HOST = 'https://www.youtube-nocookie.com';

/**
 * How long a learner looks at the loading poster before the local fallback player takes over when
 * the script neither loads nor fails (a network that drops packets instead of refusing them).
 */
export const YOUTUBE_API_TIMEOUT_MS = 8000;

type YouTubeWindow = Window & {
  YT?: Partial<YouTubeApi>;
  onYouTubeIframeAPIReady?: () => void;
};

const isReady = (api: Partial<YouTubeApi> | undefined): api is YouTubeApi =>
  typeof api?.Player === 'function' && api.PlayerState !== undefined;

/**
 * A loader that injects the API's script tag the first time it is called and answers every later
 * call with the same promise — a failure included, so an offline page does not wait for the
 * time-out again on every video; a reload tries again. The script is a media embed, not a data
 * call: ui still never fetches (docs/decisions.md).
 */
export function createYouTubeApiLoader({
  src = YOUTUBE_IFRAME_API_SRC,
  timeoutMs = YOUTUBE_API_TIMEOUT_MS,
}: { src?: string; timeoutMs?: number } = {}): LoadYouTubeApi {
  let pending: Promise<YouTubeApi> | null = null;
  return () => (pending ??= injectScript(src, timeoutMs));
}

function injectScript(src: string, timeoutMs: number): Promise<YouTubeApi> {
  const page = window as YouTubeWindow;
  if (isReady(page.YT)) return Promise.resolve(page.YT);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const previousReady = page.onYouTubeIframeAPIReady;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      if (error) {
        script.remove();
        reject(error);
      } else {
        resolve(page.YT as YouTubeApi);
      }
    };
    const timer = window.setTimeout(
      () => settle(new Error(`The YouTube player script did not load within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    // The API calls this global once the player code itself (a second script) has arrived.
    page.onYouTubeIframeAPIReady = () => {
      previousReady?.();
      settle(isReady(page.YT) ? undefined : new Error('The YouTube player API is incomplete.'));
    };
    script.onerror = () => settle(new Error('The YouTube player script could not be loaded.'));
    script.src = src;
    script.async = true;
    document.head.append(script);
  });
}

/** The portal's loader: one script per page, whichever player asks first. */
export const loadYouTubeIframeApi: LoadYouTubeApi = createYouTubeApiLoader();
