import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { storyPosterImage } from '../../storybook/fixtures/videos';
import { FALLBACK_VIDEO_NOTICE, FallbackVideoPlayer } from './FallbackVideoPlayer';

const poster = storyPosterImage('#1e3a8a', '#60a5fa', 'Feedback', { width: 640, height: 360 });

const meta = {
  title: 'Video/FallbackVideoPlayer',
  component: FallbackVideoPlayer,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className="w-[32rem]">
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Como dar feedback',
    posterURL: poster,
    onPlay: fn(),
    onEnded: fn(),
  },
} satisfies Meta<typeof FallbackVideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before playing: the poster, the title, the honest notice and the big play button. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(FALLBACK_VIDEO_NOTICE)).toBeVisible();
    await expect(canvas.getByText('Como dar feedback')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Capa do vídeo Como dar feedback' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reproduzir vídeo' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(args.onPlay).not.toHaveBeenCalled();
    await waitForImages(canvasElement);
  },
};

/** Playing: progress and elapsed time move in whole seconds; pausing stops them. */
export const PlayingThenPaused: Story = {
  render: (args) => (
    <>
      <FallbackVideoPlayer {...args} />
      {/* The clock the paused player is measured against: another one, out of sight, playing. */}
      <div hidden data-testid="clock">
        <FallbackVideoPlayer title="Relógio" autoPlay durationSeconds={60} />
      </div>
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reproduzir vídeo' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    const progress = canvas.getByRole('progressbar', { name: 'Progresso do vídeo' });
    await expect(progress).toHaveAttribute('aria-valuemax', '15');
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '1'), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    await expect(progress).toHaveAttribute('aria-valuetext', '00:01 de 00:15');
    await expect(canvas.getByText('00:01 / 00:15')).toBeVisible();
    await step('Wait out a whole second on the clock', async () => {
      const clock = within(canvas.getByTestId('clock')).getByRole('progressbar', { hidden: true });
      const secondsAt = () => Number(clock.getAttribute('aria-valuenow'));
      // Two ticks of the clock after the pause span a full second of it, and a tick would have come.
      const paused = secondsAt();
      await waitFor(() => expect(secondsAt()).toBeGreaterThanOrEqual(paused + 2), {
        timeout: 4000,
      });
    });
    // Paused: the time has not moved.
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await expect(args.onEnded).not.toHaveBeenCalled();
    await waitForImages(canvasElement);
  },
};

/** Started by itself with a 2 s duration: it plays to the end and says so, firing onEnded once. */
export const AutoPlayToTheEnd: Story = {
  args: { autoPlay: true, durationSeconds: 2 },
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(args.onPlay).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await expect(await canvas.findByText('Vídeo concluído', {}, { timeout: 4000 })).toBeVisible();
    await expect(args.onEnded).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Assistir novamente' })).toBeVisible();
    await waitForImages(canvasElement);
  },
};

/** Skipping to the end ends the video at once; 'Assistir novamente' plays it from the start. */
export const SkipToEndAndReplay: Story = {
  play: async ({ canvas, canvasElement, userEvent, step, args }) => {
    await step('Play, then skip to the end', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reproduzir vídeo' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Pular para o final' }));
      await expect(args.onEnded).toHaveBeenCalledTimes(1);
      await expect(canvas.getByText('Vídeo concluído')).toBeVisible();
    });
    await step('Watch again, then pause', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Assistir novamente' }));
      await expect(args.onPlay).toHaveBeenCalledTimes(2);
      await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    });
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.queryByText('Vídeo concluído')).toBeNull();
    await waitForImages(canvasElement);
  },
};

/** Without a poster: the title on the plain frame. */
export const WithoutPoster: Story = {
  args: { posterURL: null, title: 'Pausas ativas em 2 minutos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pausas ativas em 2 minutos')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reproduzir vídeo' })).toBeVisible();
  },
};
