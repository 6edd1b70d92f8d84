import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { FALLBACK_VIDEO_NOTICE, VIDEO_UNAVAILABLE_NOTICE } from '../FallbackVideoPlayer';
import { withPlayerApi } from '../../storybook/decorators';
import { storyPosterImage } from '../../storybook/fixtures/videos';
import {
  createStoryYouTubeApi,
  pendingPlayerApi,
  unavailablePlayerApi,
} from '../../storybook/playerApis';
import { createYouTubeApiLoader } from '../shared/youtubeApi';
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';
import { VideoPlayerProvider } from './VideoPlayerProvider';

const poster = storyPosterImage('#134e4a', '#5eead4', 'Ergonomia', { width: 640, height: 360 });

const meta = {
  title: 'Video/VideoPlayer',
  component: VideoPlayer,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className="w-[32rem]">
        <Story />
      </div>
    ),
  ],
  args: {
    videoId: 'Pq8sD2vLx4K',
    title: 'Ergonomia no escritório',
    posterURL: poster,
    autoPlay: true,
    controls: false,
    onPlay: fn(),
    onEnded: fn(),
    onError: fn(),
  },
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const youtube = createStoryYouTubeApi();

/** The YouTube player (a stand-in API here): the video's embed, titled, autoplaying, no controls. */
export const Default: Story = {
  decorators: [withPlayerApi(youtube.load)],
  play: async ({ canvas, args }) => {
    const frame = await canvas.findByText('YouTube · Pq8sD2vLx4K');
    await waitFor(() => expect(args.onPlay).toHaveBeenCalledTimes(1));
    // The iframe is named by the video's title once the player is ready.
    await expect(frame).toHaveAttribute('title', 'Ergonomia no escritório');
    const player = youtube.players.at(-1)!;
    await expect(player.options.videoId).toBe('Pq8sD2vLx4K');
    // The privacy-enhanced host: the only YouTube host the portal's CSP frames.
    await expect(player.options.host).toBe('https://www.youtube-nocookie.com');
    await expect(player.options.playerVars).toMatchObject({ autoplay: 1, controls: 0 });
    await expect(args.onEnded).not.toHaveBeenCalled();
    player.end();
    await expect(args.onEnded).toHaveBeenCalledTimes(1);
    await expect(args.onError).not.toHaveBeenCalled();
    await expect(canvas.queryByText(FALLBACK_VIDEO_NOTICE)).toBeNull();
  },
};

/** While the script is on its way: the poster and a spinner. */
export const Loading: Story = {
  decorators: [withPlayerApi(pendingPlayerApi)],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando vídeo…');
    await waitForImages(canvasElement);
    await expect(args.onPlay).not.toHaveBeenCalled();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The script cannot load (always, without the internet): the local fallback player takes over. */
export const ScriptUnavailable: Story = {
  args: { autoPlay: false },
  decorators: [withPlayerApi(unavailablePlayerApi)],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByText(FALLBACK_VIDEO_NOTICE)).toBeVisible();
    await expect(canvas.getByText('Ergonomia no escritório')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Capa do vídeo Ergonomia no escritório' })).toBe(
      canvasElement.querySelector(`img[src="${poster}"]`),
    );
    await expect(args.onError).toHaveBeenCalledWith({ reason: 'script-unavailable' });
    await expect(canvas.getByRole('button', { name: 'Reproduzir vídeo' })).toBeVisible();
    await waitForImages(canvasElement);
  },
};

const refusing = createStoryYouTubeApi();

/** YouTube refuses the video (its owner forbids embedding): the fallback player, and onError. */
export const VideoRefused: Story = {
  args: { autoPlay: false },
  decorators: [withPlayerApi(refusing.load)],
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('YouTube · Pq8sD2vLx4K');
    refusing.players.at(-1)!.fail(150);
    await expect(await canvas.findByText(VIDEO_UNAVAILABLE_NOTICE)).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith({ reason: 'player-error', code: 150 });
    await expect(canvas.queryByText('YouTube · Pq8sD2vLx4K')).toBeNull();
    await waitForImages(canvasElement);
  },
};

const neverAsked = fn(unavailablePlayerApi);

/** No video id: no script is requested, the fallback shows at once. */
export const MissingVideo: Story = {
  args: { videoId: null, autoPlay: false },
  decorators: [withPlayerApi(neverAsked)],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(VIDEO_UNAVAILABLE_NOTICE)).toBeVisible();
    await waitFor(() => expect(args.onError).toHaveBeenCalledWith({ reason: 'missing-video' }));
    await expect(neverAsked).not.toHaveBeenCalled();
    await waitForImages(canvasElement);
  },
};

/**
 * A script that defines a small YT API, served from a data URL: what the real loader injects,
 * without the network. It counts its runs, so a story can tell it ran once; its players are
 * ready once the constructor has returned, as the real ones are ready later.
 */
const STAND_IN_SCRIPT = `data:text/javascript,${encodeURIComponent(`
window.__storyYouTubeScriptRuns = (window.__storyYouTubeScriptRuns || 0) + 1;
window.YT = {
  PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 },
  Player: function (element, options) {
    var frame = document.createElement('div');
    frame.className = 'flex items-center justify-center bg-ink p-4 text-sm font-semibold text-surface';
    frame.textContent = 'YouTube · ' + options.videoId;
    element.replaceWith(frame);
    var player = this;
    this.getIframe = function () { return frame; };
    this.playVideo = function () {};
    this.pauseVideo = function () {};
    this.destroy = function () { frame.remove(); };
    Promise.resolve().then(function () { options.events.onReady({ target: player }); });
  },
};
window.onYouTubeIframeAPIReady();
`)}`;

type StoryWindow = Window & {
  YT?: unknown;
  onYouTubeIframeAPIReady?: unknown;
  __storyYouTubeScriptRuns?: number;
};

/** Each loader story starts from a page that never loaded the API, and leaves none behind. */
function forgetYouTubeApi() {
  const page = window as StoryWindow;
  const clean = () => {
    delete page.YT;
    delete page.onYouTubeIframeAPIReady;
    delete page.__storyYouTubeScriptRuns;
    document.querySelectorAll('script[data-story-loader]').forEach((script) => script.remove());
  };
  clean();
  return clean;
}

/** Renders the players of `videos` under a fresh loader built from `options`. */
function WithRealLoader({
  options,
  videos,
  ...props
}: VideoPlayerProps & {
  options: Parameters<typeof createYouTubeApiLoader>[0];
  videos: { videoId: string; title: string }[];
}) {
  const [load] = useState(() => {
    const loader = createYouTubeApiLoader(options);
    return () => {
      const loading = loader();
      document.querySelectorAll(`script[src="${options?.src}"]`).forEach((script) => {
        script.setAttribute('data-story-loader', '');
      });
      return loading;
    };
  });
  return (
    <VideoPlayerProvider loadPlayerApi={load}>
      <div className="flex flex-col gap-4">
        {videos.map((video) => (
          <VideoPlayer key={video.videoId} {...props} {...video} />
        ))}
      </div>
    </VideoPlayerProvider>
  );
}

const twoVideos = [
  { videoId: 'Pq8sD2vLx4K', title: 'Ergonomia no escritório' },
  { videoId: 'Rt5nB9cWz1M', title: 'Como dar feedback' },
];

/** The real loader: two players on a page, one script tag, injected when a video is first shown. */
export const ScriptLoadsOnce: Story = {
  beforeEach: forgetYouTubeApi,
  render: (args) => (
    <WithRealLoader {...args} options={{ src: STAND_IN_SCRIPT }} videos={twoVideos} />
  ),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('YouTube · Pq8sD2vLx4K')).toBeVisible();
    await expect(await canvas.findByText('YouTube · Rt5nB9cWz1M')).toBeVisible();
    await expect(document.querySelectorAll(`script[src="${STAND_IN_SCRIPT}"]`)).toHaveLength(1);
    await expect((window as StoryWindow).__storyYouTubeScriptRuns).toBe(1);
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** A script address that fails at once, as an offline request does: a revoked blob URL. */
const MISSING_SCRIPT = (() => {
  const url = URL.createObjectURL(new Blob([''], { type: 'text/javascript' }));
  URL.revokeObjectURL(url);
  return url;
})();

/** The real loader when the script fails: the fallback at once, not after the time-out. */
export const ScriptFailsFast: Story = {
  args: { autoPlay: false },
  beforeEach: forgetYouTubeApi,
  render: (args) => (
    <WithRealLoader {...args} options={{ src: MISSING_SCRIPT }} videos={twoVideos.slice(0, 1)} />
  ),
  play: async ({ canvas, canvasElement, args }) => {
    // Well before the 8 s time-out: a refused script falls back at once.
    await waitFor(() => expect(canvas.getByText(FALLBACK_VIDEO_NOTICE)).toBeVisible(), {
      timeout: 2000,
    });
    await expect(args.onError).toHaveBeenCalledWith({ reason: 'script-unavailable' });
    await expect(document.querySelector(`script[src="${MISSING_SCRIPT}"]`)).toBeNull();
    await waitForImages(canvasElement);
  },
};

const SILENT_SCRIPT = `data:text/javascript,${encodeURIComponent('/* never calls onYouTubeIframeAPIReady */')}`;

/** A script that loads but never gets ready: the fallback after the time-out. */
export const ScriptTimesOut: Story = {
  args: { autoPlay: false },
  beforeEach: forgetYouTubeApi,
  render: (args) => (
    <WithRealLoader
      {...args}
      options={{ src: SILENT_SCRIPT, timeoutMs: 300 }}
      videos={twoVideos.slice(1)}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando vídeo…');
    await waitFor(() => expect(canvas.getByText(FALLBACK_VIDEO_NOTICE)).toBeVisible());
    await expect(args.onError).toHaveBeenCalledWith({ reason: 'script-unavailable' });
    await userEvent.click(canvas.getByRole('button', { name: 'Reproduzir vídeo' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await waitForImages(canvasElement);
  },
};
