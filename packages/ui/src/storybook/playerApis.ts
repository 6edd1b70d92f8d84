/**
 * Stand-ins for the YouTube API, for stories only: the real script is never requested from a
 * story (there is no internet here, and a story must not wait on the network).
 */
import type {
  LoadYouTubeApi,
  YouTubeApi,
  YouTubePlayer,
  YouTubePlayerOptions,
} from '../video/VideoPlayer';

/** The script cannot load — what every page sees without the internet. */
export const unavailablePlayerApi: LoadYouTubeApi = () =>
  Promise.reject(new Error('The YouTube player script could not be loaded.'));

/** The script is still on its way. */
export const pendingPlayerApi: LoadYouTubeApi = () => new Promise<YouTubeApi>(() => {});

const PLAYER_STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2 } as const;

/** How long a stand-in video lasts unless a story says otherwise. */
const STORY_VIDEO_SECONDS = 90;

/**
 * A player of the stand-in API: draws a labelled box, keeps a clock that runs while it plays (at
 * its rate), and lets a story end or break the video.
 */
export class StoryYouTubePlayer implements YouTubePlayer {
  readonly frame: HTMLElement;
  destroyed = false;
  duration = STORY_VIDEO_SECONDS;
  private time: number;
  private rate = 1;
  /** When the clock last started, while playing. */
  private playingSince: number | null = null;

  constructor(
    element: HTMLElement,
    readonly options: YouTubePlayerOptions,
  ) {
    this.time = Number(options.playerVars?.start ?? 0);
    this.frame = document.createElement('div');
    this.frame.dataset.slot = 'story-youtube-frame';
    this.frame.dataset.videoId = options.videoId;
    this.frame.className =
      'flex items-center justify-center bg-ink p-4 text-center text-sm font-semibold text-surface';
    this.frame.textContent = `YouTube · ${options.videoId}`;
    element.replaceWith(this.frame);
    // The real API is ready a moment later, then starts when asked to autoplay.
    window.setTimeout(() => {
      if (this.destroyed) return;
      options.events?.onReady?.({ target: this, data: undefined });
      if (options.playerVars?.autoplay === 1) this.playVideo();
    }, 0);
  }

  playVideo() {
    this.playingSince ??= performance.now();
    this.options.events?.onStateChange?.({ target: this, data: PLAYER_STATE.PLAYING });
  }

  pauseVideo() {
    this.time = this.getCurrentTime();
    this.playingSince = null;
    this.options.events?.onStateChange?.({ target: this, data: PLAYER_STATE.PAUSED });
  }

  getCurrentTime() {
    const running = this.playingSince === null ? 0 : (performance.now() - this.playingSince) / 1000;
    return Math.min(this.duration, this.time + running * this.rate);
  }

  getDuration() {
    return this.duration;
  }

  seekTo(seconds: number) {
    this.time = Math.min(this.duration, Math.max(0, seconds));
    if (this.playingSince !== null) this.playingSince = performance.now();
  }

  getPlaybackRate() {
    return this.rate;
  }

  setPlaybackRate(rate: number) {
    this.seekTo(this.getCurrentTime());
    this.rate = rate;
    this.options.events?.onPlaybackRateChange?.({ target: this, data: rate });
  }

  /** The video reached its end. */
  end() {
    this.time = this.duration;
    this.playingSince = null;
    this.options.events?.onStateChange?.({ target: this, data: PLAYER_STATE.ENDED });
  }

  /** YouTube refused the video (150: the owner does not allow embedding). */
  fail(code = 150) {
    this.options.events?.onError?.({ target: this, data: code });
  }

  destroy() {
    this.destroyed = true;
    this.frame.remove();
  }

  getIframe() {
    return this.frame;
  }
}

/** A working API whose players a story can reach: `api.players` lists them in creation order. */
export function createStoryYouTubeApi() {
  const players: StoryYouTubePlayer[] = [];
  class Player extends StoryYouTubePlayer {
    constructor(element: HTMLElement, options: YouTubePlayerOptions) {
      super(element, options);
      players.push(this);
    }
  }
  const api: YouTubeApi = { Player, PlayerState: PLAYER_STATE };
  const load: LoadYouTubeApi = () => Promise.resolve(api);
  return { load, players };
}
