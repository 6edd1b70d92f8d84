import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { Button } from '../../primitives/Button';
import { FALLBACK_VIDEO_NOTICE, VIDEO_UNAVAILABLE_NOTICE } from '../../video/FallbackVideoPlayer';
import { PlayIcon } from '../../icons';
import { withPlayerApi } from '../../storybook/decorators';
import { storyIntroPoster, storyPosterImage } from '../../storybook/fixtures/videos';
import { createStoryYouTubeApi, unavailablePlayerApi } from '../../storybook/playerApis';
import { IntroVideoModal, type IntroVideoModalProps } from './IntroVideoModal';

const PLAY = 'Assistir ao vídeo de apresentação';

/** The card's play button and the modal it opens, as a course card uses them. */
function PlayButtonWithModal(props: IntroVideoModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="p-8">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <PlayIcon size="sm" />
        {PLAY}
      </Button>
      <IntroVideoModal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </div>
  );
}

const youtube = createStoryYouTubeApi();

const meta = {
  title: 'Course/IntroVideoModal',
  component: IntroVideoModal,
  parameters: { layout: 'fullscreen' },
  decorators: [withPlayerApi(youtube.load)],
  render: (args) => <PlayButtonWithModal {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Liderança Situacional na Prática',
    video: { title: 'Apresentação do curso', code: 'Ld7rS2tQx8A', thumbnail: storyIntroPoster },
  },
} satisfies Meta<typeof IntroVideoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the modal from the play button; it renders in a portal, outside the canvas. */
async function openModal(userEvent: StoryContext['userEvent'], name: string) {
  await userEvent.click(screen.getByRole('button', { name: PLAY }));
  return screen.findByRole('dialog', { name });
}

/** The course's title over its introductory video, which starts at once with YouTube's controls. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ userEvent }) => {
    const modal = await openModal(userEvent, 'Liderança Situacional na Prática');
    await expect(modal).toHaveAccessibleDescription('Apresentação do curso');
    const frame = await within(modal).findByText('YouTube · Ld7rS2tQx8A');
    await waitFor(() => expect(frame).toHaveAttribute('title', 'Apresentação do curso'));
    await expect(youtube.players.at(-1)!.options.playerVars).toMatchObject({
      autoplay: 1,
      controls: 1,
    });
    await expect(document.documentElement.style.overflow).toBe('hidden');
  },
};

/** An event's introductory video (a training's works the same way). */
export const ForEvent: Story = {
  args: {
    title: 'SIPAT 2026 — Semana Interna de Prevenção de Acidentes',
    video: {
      title: 'Convite da diretoria para a SIPAT',
      code: 'Sp4tE9vNc2K',
      thumbnail: storyPosterImage('#1e3a8a', '#60a5fa', 'SIPAT 2026', { width: 640, height: 360 }),
    },
  },
  play: async ({ userEvent }) => {
    const modal = await openModal(
      userEvent,
      'SIPAT 2026 — Semana Interna de Prevenção de Acidentes',
    );
    await expect(modal).toHaveAccessibleDescription('Convite da diretoria para a SIPAT');
    await expect(await within(modal).findByText('YouTube · Sp4tE9vNc2K')).toBeVisible();
  },
};

/**
 * The YouTube script cannot load: the fallback player shows the video's title and poster and
 * plays by itself (1 s here, so the story ends on a still frame).
 */
export const Fallback: Story = {
  args: { fallbackDurationSeconds: 1 },
  decorators: [withPlayerApi(unavailablePlayerApi)],
  play: async ({ userEvent }) => {
    const modal = within(await openModal(userEvent, 'Liderança Situacional na Prática'));
    const notice = await modal.findByText(FALLBACK_VIDEO_NOTICE);
    const player = within(notice.closest<HTMLElement>('[data-slot="fallback-video-player"]')!);
    await expect(player.getByText('Apresentação do curso')).toBeVisible();
    await expect(
      player.getByRole('img', { name: 'Capa do vídeo Apresentação do curso' }),
    ).toHaveAttribute('src', storyIntroPoster);
    await expect(player.getByRole('progressbar', { name: 'Progresso do vídeo' })).toBeVisible();
    await expect(await player.findByText('Vídeo concluído', {}, { timeout: 4000 })).toBeVisible();
    await waitForImages(document.body);
  },
};

/** Escape, 'Fechar' and a click outside close it; focus returns to the play button each time. */
export const Closing: Story = {
  play: async ({ userEvent, step, args }) => {
    const playButton = screen.getByRole('button', { name: PLAY });
    const name = 'Liderança Situacional na Prática';

    await step('Escape', async () => {
      await openModal(userEvent, name);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(playButton).toHaveFocus());
      await expect(document.documentElement.style.overflow).not.toBe('hidden');
    });

    await step('Fechar', async () => {
      const modal = await openModal(userEvent, name);
      await userEvent.click(within(modal).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(playButton).toHaveFocus());
    });

    await step('A click outside the panel', async () => {
      const again = await openModal(userEvent, name);
      // The area around the panel is outside it.
      await userEvent.click(
        again.querySelector<HTMLElement>('[data-slot="dialog"]')!.parentElement!,
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(playButton).toHaveFocus());
    });
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

/** An introduction without a video id: the fallback player, never a broken embed. */
export const WithoutVideoCode: Story = {
  args: {
    title: 'Excel para Orçamento de Obras',
    video: { title: null, code: null, thumbnail: null },
    fallbackDurationSeconds: 1,
  },
  play: async ({ userEvent }) => {
    const modal = within(await openModal(userEvent, 'Excel para Orçamento de Obras'));
    await expect(modal.getByText(VIDEO_UNAVAILABLE_NOTICE)).toBeVisible();
    await expect(
      modal.getByText('Vídeo de apresentação: Excel para Orçamento de Obras'),
    ).toBeVisible();
    await expect(await modal.findByText('Vídeo concluído', {}, { timeout: 4000 })).toBeVisible();
  },
};
