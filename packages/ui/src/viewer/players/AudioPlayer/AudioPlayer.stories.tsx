import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, screen, type Mock, waitFor } from 'storybook/test';
import type { MediaHandle } from '../../shared/media';
import { AUDIO_ERROR_MESSAGE, AudioPlayer, type AudioPlayerProps } from './AudioPlayer';

/*
 * A real MP3 of the demo (apps/student/public/demo, staticDirs in .storybook/main.ts). Every story
 * that plays pauses and seeks to a whole second before it ends, so its screenshot is stable.
 */
const DEMO_AUDIO = 'student/demo/audio/organizacao-do-trabalho.mp3';

const meta = {
  title: 'Viewer/Players/AudioPlayer',
  component: AudioPlayer,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className="w-[32rem]">
        <Story />
      </div>
    ),
  ],
  args: {
    src: DEMO_AUDIO,
    title: 'Podcast: comunicação não violenta',
    onPlaybackChange: fn(),
    onEnded: fn(),
  },
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player with a handle the play function drives, as the viewer does. */
const withHandle = (handle = createRef<MediaHandle>()) => ({
  handle,
  render: (args: AudioPlayerProps) => <AudioPlayer {...args} handleRef={handle} />,
});

/** Ready and idle: the title, 'Reproduzir', the position at zero of the file's length. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('region', { name: 'Podcast: comunicação não violenta' }),
    ).toBeVisible();
    const slider = canvas.getByRole('slider', { name: 'Posição' });
    await waitFor(() => expect(slider).toBeEnabled());
    await expect(slider).toHaveAttribute('aria-valuetext', '00:00 de 00:32');
    await expect(canvas.getByText('00:00 / 00:32')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /^Velocidade/ })).toHaveTextContent('1×');
    await expect(canvas.getByRole('button', { name: 'Atalhos' })).toBeVisible();
    await expect(args.onPlaybackChange).not.toHaveBeenCalled();
  },
};

const playing = withHandle();

/** Play, hear it move, pause: each reported with the rate; then held at 00:03 for the shot. */
export const PlayingThenPaused: Story = {
  render: playing.render,
  play: async ({ canvas, userEvent, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Posição' });
    await waitFor(() => expect(slider).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Reproduzir' }));
    await waitFor(() =>
      expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: true, rate: 1 }),
    );
    await waitFor(() => expect(playing.handle.current!.position()).toBeGreaterThan(0.3), {
      timeout: 4000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Pausar' }));
    await waitFor(() =>
      expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: false, rate: 1 }),
    );
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    playing.handle.current!.seek(3);
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:03 de 00:32'));
    await expect(canvas.getByText('00:03 / 00:32')).toBeVisible();
    await expect(args.onEnded).not.toHaveBeenCalled();
  },
};

/** The speed menu: 1,5× chosen, reported, and shown on the button. */
export const AtARate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Ready once the file's length is known: the speed menu opens from then on.
    await waitFor(() => expect(canvas.getByRole('slider', { name: 'Posição' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: /^Velocidade/ }));
    const options = await screen.findByRole('listbox');
    await expect(options).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: '1,5×' }));
    await waitFor(() =>
      expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: false, rate: 1.5 }),
    );
    await expect(canvas.getByRole('button', { name: /^Velocidade/ })).toHaveTextContent('1,5×');
    await userEvent.click(canvas.getByRole('button', { name: /^Velocidade/ }));
    await expect(await screen.findByRole('option', { name: '1,5×' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.getByRole('option', { name: '1×' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

/** The slider by keyboard: ← and → move 5 s, never past either end. */
export const Seeking: Story = {
  play: async ({ canvas, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Posição' });
    await waitFor(() => expect(slider).toBeEnabled());
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:05 de 00:32'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:10 de 00:32'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:05 de 00:32'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // Never before the start.
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:00 de 00:32'));
    await expect(canvas.getByText('00:00 / 00:32')).toBeVisible();
  },
};

const resuming = withHandle();

/** Given where to start (the learner chose to resume): the player is there before playing. */
export const StartsAtCheckpoint: Story = {
  args: { startAt: 30 },
  render: resuming.render,
  play: async ({ canvas, userEvent, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Posição' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:30 de 00:32'));
    await expect(resuming.handle.current!.position()).toBe(30);
    await userEvent.click(canvas.getByRole('button', { name: 'Reproduzir' }));
    await waitFor(() => expect(args.onEnded).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await waitFor(() =>
      expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: false, rate: 1 }),
    );
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    await expect(slider).toHaveAttribute('aria-valuetext', '00:32 de 00:32');
  },
};

/** Until the file's length is known: a spinner, the seek and speed disabled, play ready. */
export const Loading: Story = {
  // A media source never fed: the element waits for data, as on a slow network.
  args: { src: URL.createObjectURL(new MediaSource()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando áudio…');
    // A phone may load nothing before play is pressed: pressing it is what starts the loading.
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeEnabled();
    await expect(canvas.getByRole('slider', { name: 'Posição' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Velocidade/ })).toBeDisabled();
  },
};

/** Loading, the content's listed length already on the clock instead of '00:00 / 00:00'. */
export const LoadingWithListedDuration: Story = {
  args: { src: URL.createObjectURL(new MediaSource()), listedDuration: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando áudio…');
    await expect(canvas.getByText('00:00 / 00:42')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Posição' })).toHaveAttribute(
      'aria-valuetext',
      '00:00 de 00:42',
    );
    await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toBeEnabled();
  },
};

/** The file's own length wins over a listed one that is wrong, once it is known. */
export const ListedDurationCorrected: Story = {
  args: { listedDuration: 18 * 60, onDurationChange: fn() },
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Posição' });
    await waitFor(() => expect(slider).toBeEnabled());
    await expect(slider).toHaveAttribute('aria-valuetext', '00:00 de 00:32');
    await expect(canvas.getByText('00:00 / 00:32')).toBeVisible();
    await expect(args.onDurationChange).toHaveBeenCalledWith(expect.closeTo(32.5, 0));
  },
};

/** The file cannot load: a message in Portuguese, never the browser's error. */
export const LoadError: Story = {
  args: { src: 'student/demo/audio-que-nao-existe.mp3' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(AUDIO_ERROR_MESSAGE);
    await expect(canvas.queryByRole('button', { name: 'Reproduzir' })).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onPlaybackChange).not.toHaveBeenCalled();
  },
};

const keyboard = withHandle();

/**
 * The keyboard in the player: k (and space off a button) plays and pauses, → and ← seek 5 s, n
 * asks for a note at the current second; typed in a field outside the player, the same keys only
 * type.
 */
export const KeyboardShortcuts: Story = {
  args: { onNoteShortcut: fn() },
  render: (args) => (
    <div className="flex flex-col gap-4">
      {keyboard.render(args)}
      <label className="flex flex-col gap-1 text-sm text-ink">
        Comentário
        <input className="rounded-control border border-line px-2 py-1" />
      </label>
    </div>
  ),
  play: async ({ canvas, userEvent, args, step }) => {
    const slider = canvas.getByRole('slider', { name: 'Posição' });
    await waitFor(() => expect(slider).toBeEnabled());
    await step('k plays and pauses', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Reproduzir' })).toHaveFocus();
      await userEvent.keyboard('k');
      await waitFor(() =>
        expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: true, rate: 1 }),
      );
      await expect(canvas.getByRole('button', { name: 'Pausar' })).toHaveFocus();
      await userEvent.keyboard('k');
      await waitFor(() =>
        expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: false, rate: 1 }),
      );
    });
    await step('→ and ← seek 5 s', async () => {
      keyboard.handle.current!.seek(1);
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:06 de 00:32'));
      await userEvent.keyboard('{ArrowLeft}');
      await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:01 de 00:32'));
    });
    await step('n asks for a note at the current second', async () => {
      await userEvent.keyboard('n');
      await expect(args.onNoteShortcut).toHaveBeenCalledTimes(1);
      await expect(args.onNoteShortcut).toHaveBeenCalledWith(1);
    });
    await step('Space on the slider plays and pauses', async () => {
      slider.focus();
      await userEvent.keyboard(' ');
      await waitFor(() =>
        expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: true, rate: 1 }),
      );
      await userEvent.keyboard(' ');
      await waitFor(() =>
        expect(args.onPlaybackChange).toHaveBeenLastCalledWith({ playing: false, rate: 1 }),
      );
    });
    await step('Typing outside the player only types', async () => {
      const calls = callCount(args.onPlaybackChange);
      const field = canvas.getByRole('textbox', { name: 'Comentário' });
      await userEvent.type(field, 'k n');
      await expect(field).toHaveValue('k n');
      await expect(callCount(args.onPlaybackChange)).toBe(calls);
      await expect(args.onNoteShortcut).toHaveBeenCalledTimes(1);
    });
    keyboard.handle.current!.seek(2);
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '00:02 de 00:32'));
  },
};

const callCount = (spy: unknown) => (spy as Mock).mock.calls.length;
