import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { withPlayerApi } from '../../../storybook/decorators';
import { storyPosterImage } from '../../../storybook/fixtures/videos';
import { waitForImages } from '../../../storybook/helpers';
import {
  createStoryYouTubeApi,
  pendingPlayerApi,
  unavailablePlayerApi,
} from '../../../storybook/playerApis';
import type { MediaHandle } from '../../shared/media';
import {
  LOCAL_VIDEO_NOTICE,
  VIDEO_ERROR_MESSAGE,
  VideoContentPlayer,
  type VideoContentPlayerProps,
} from './VideoContentPlayer';

/*
 * YouTube's player is a stand-in here (no internet); the local copy is a real MP4 of the demo
 * (apps/student/public/demo, staticDirs in .storybook/main.ts), paused on a whole second before
 * each shot.
 */
const DEMO_VIDEO = 'student/demo/video/introducao-ao-curso.mp4';
const poster = storyPosterImage('#134e4a', '#5eead4', 'Introdução', { width: 640, height: 360 });

const meta = {
  title: 'Viewer/Players/VideoContentPlayer',
  component: VideoContentPlayer,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className="w-[36rem]">
        <Story />
      </div>
    ),
  ],
  args: {
    videoId: 'Pq8sD2vLx4K',
    title: 'Introdução ao curso',
    fallbackSrc: DEMO_VIDEO,
    posterURL: poster,
    onPlaybackChange: fn(),
    onEnded: fn(),
    onError: fn(),
    onNoteShortcut: fn(),
  },
} satisfies Meta<typeof VideoContentPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const withHandle = (handle = createRef<MediaHandle>()) => ({
  handle,
  render: (args: VideoContentPlayerProps) => <VideoContentPlayer {...args} handleRef={handle} />,
});

const youtube = createStoryYouTubeApi();
const onYouTube = withHandle();

/** YouTube's player under ours: play, speed, pause and seek go through its API and are reported. */
export const YouTube: Story = {
  decorators: [withPlayerApi(youtube.load)],
  render: onYouTube.render,
  play: async ({ canvas, userEvent, args, step }) => {
    await expect(await canvas.findByText('YouTube · Pq8sD2vLx4K')).toBeVisible();
    const slider = canvas.getByRole('slider', { name: 'Posição' });
    await waitFor(() => expect(slider).toBeEnabled());
    await expect(slider).toHaveAttribute('aria-valuetext', '00:00 de 01:30');
    const player = youtube.players.at(-1)!;
    await expect(player.options.playerVars).toMatchObject({ autoplay: 0, controls: 0 });
    await step('Play, then 1,5×', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reproduzir' }));
      await expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: true, rate: 1 });
      await waitFor(() => expect(onYouTube.handle.current!.position()).toBeGreaterThan(0));
      await userEvent.click(canvas.getByRole('button', { name: /^Velocidade/ }));
      await userEvent.click(await screen.findByRole('option', { name: '1,5×' }));
      await expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: true, rate: 1.5 });
      await expect(player.getPlaybackRate()).toBe(1.5);
    });
    await step('Pause, then seek 5 s on', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
      await expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: false, rate: 1.5 });
      onYouTube.handle.current!.seek(10);
      slider.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(player.getCurrentTime()).toBe(15);
      await expect(slider).toHaveAttribute('aria-valuetext', '00:15 de 01:30');
      await expect(canvas.getByText('00:15 / 01:30')).toBeVisible();
    });
    await step('n asks for a note at the current second', async () => {
      await userEvent.keyboard('n');
      await expect(args.onNoteShortcut).toHaveBeenCalledWith(15);
    });
    player.end();
    await expect(args.onEnded).toHaveBeenCalledTimes(1);
    await expect(args.onPlaybackChange).toHaveBeenCalledTimes(3);
    onYouTube.handle.current!.seek(15);
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:15 de 01:30'));
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

const resuming = createStoryYouTubeApi();

/** Given where to start: YouTube's player is created there. */
export const YouTubeStartsAtCheckpoint: Story = {
  args: { startAt: 42 },
  decorators: [withPlayerApi(resuming.load)],
  play: async ({ canvas }) => {
    const slider = await canvas.findByRole('slider', { name: 'Posição' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:42 de 01:30'));
    await expect(resuming.players.at(-1)!.options.playerVars).toMatchObject({ start: 42 });
  },
};

/** While YouTube's script is on its way: the poster and a spinner. */
export const Loading: Story = {
  decorators: [withPlayerApi(pendingPlayerApi)],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando vídeo…');
    await expect(canvas.getByRole('region', { name: 'Introdução ao curso' })).toBeVisible();
    await waitForImages(canvasElement);
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The content's video played at 00:02 and paused there. */
async function pauseAtTwoSeconds(video: HTMLVideoElement, handle: MediaHandle) {
  handle.seek(2);
  await waitFor(() => expect(video.seeking).toBe(false));
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2));
}

const local = withHandle();

/**
 * Offline (always, here): the content's own file in a native video under the same controls —
 * play, pause, speed, seek, reported as YouTube's are.
 */
export const LocalFallback: Story = {
  decorators: [withPlayerApi(unavailablePlayerApi)],
  render: local.render,
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await expect(await canvas.findByText(LOCAL_VIDEO_NOTICE)).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith({ reason: 'script-unavailable' });
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('src', DEMO_VIDEO);
    const slider = canvas.getByRole('slider', { name: 'Posição' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:00 de 00:34'));
    await step('Play, 2×, pause', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reproduzir' }));
      await waitFor(() =>
        expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: true, rate: 1 }),
      );
      await userEvent.click(canvas.getByRole('button', { name: /^Velocidade/ }));
      await userEvent.click(await screen.findByRole('option', { name: '2×' }));
      await waitFor(() =>
        expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: true, rate: 2 }),
      );
      await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.5), { timeout: 4000 });
      await userEvent.keyboard('k');
      await waitFor(() =>
        expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: false, rate: 2 }),
      );
    });
    await pauseAtTwoSeconds(video, local.handle.current!);
    await expect(slider).toHaveAttribute('aria-valuetext', '00:02 de 00:34');
    await expect(canvas.getByRole('button', { name: /^Velocidade/ })).toHaveTextContent('2×');
  },
};

const refusing = createStoryYouTubeApi();

/** YouTube refuses the video (its owner forbids embedding): the local copy takes over. */
export const LocalFallbackWhenRefused: Story = {
  decorators: [withPlayerApi(refusing.load)],
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('YouTube · Pq8sD2vLx4K');
    refusing.players.at(-1)!.fail(150);
    await expect(await canvas.findByText(LOCAL_VIDEO_NOTICE)).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith({ reason: 'player-error', code: 150 });
    await expect(canvas.queryByText('YouTube · Pq8sD2vLx4K')).toBeNull();
    const video = canvasElement.querySelector('video')!;
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2));
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeEnabled();
  },
};

/** Resuming offline: the local copy starts where the learner stopped. */
export const LocalStartsAtCheckpoint: Story = {
  args: { startAt: 20 },
  decorators: [withPlayerApi(unavailablePlayerApi)],
  play: async ({ canvas, canvasElement }) => {
    const slider = await canvas.findByRole('slider', { name: 'Posição' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:20 de 00:34'));
    const video = canvasElement.querySelector('video')!;
    await expect(video.currentTime).toBe(20);
    await waitFor(() => expect(video.seeking).toBe(false));
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(2));
  },
};

/**
 * Offline, the local file still on its way (a phone loads nothing before play): the content's
 * listed length on the clock, and play ready to start it — never '00:00 / 00:00' and a pale button.
 */
export const LocalLoadingWithListedDuration: Story = {
  args: { fallbackSrc: URL.createObjectURL(new MediaSource()), listedDuration: 34 },
  decorators: [withPlayerApi(unavailablePlayerApi)],
  play: async ({ canvas, canvasElement }) => {
    const slider = await canvas.findByRole('slider', { name: 'Posição' });
    await expect(slider).toHaveAttribute('aria-valuetext', '00:00 de 00:34');
    await expect(slider).toBeDisabled();
    await expect(canvas.getByText('00:00 / 00:34')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeEnabled();
    await waitForImages(canvasElement);
  },
};

/** Offline, and the local file cannot load either: a message in Portuguese. */
export const LocalFileMissing: Story = {
  args: { fallbackSrc: 'student/demo/video/video-que-nao-existe.mp4' },
  decorators: [withPlayerApi(unavailablePlayerApi)],
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(VIDEO_ERROR_MESSAGE);
    await expect(canvas.queryByRole('button', { name: 'Reproduzir' })).toBeNull();
    await expect(args.onPlaybackChange).not.toHaveBeenCalled();
  },
};

/** No YouTube player and no local copy: the message alone. */
export const Unavailable: Story = {
  args: { fallbackSrc: null },
  decorators: [withPlayerApi(unavailablePlayerApi)],
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(VIDEO_ERROR_MESSAGE);
    await expect(args.onError).toHaveBeenCalledWith({ reason: 'script-unavailable' });
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};
