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

const PLAYER_STATE = { ENDED: 0, PLAYING: 1 } as const;

/** A player of the stand-in API: draws a labelled box and lets a story end or break the video. */
export class StoryYouTubePlayer implements YouTubePlayer {
  readonly frame: HTMLElement;
  destroyed = false;

  constructor(
    element: HTMLElement,
    readonly options: YouTubePlayerOptions,
  ) {
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
    this.options.events?.onStateChange?.({ target: this, data: PLAYER_STATE.PLAYING });
  }

  pauseVideo() {
    this.options.events?.onStateChange?.({ target: this, data: 2 });
  }

  /** The video reached its end. */
  end() {
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
