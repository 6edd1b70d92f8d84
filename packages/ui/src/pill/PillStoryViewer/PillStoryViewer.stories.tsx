import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { waitForImages } from '../../storybook/helpers';
import { FALLBACK_VIDEO_NOTICE } from '../../video/FallbackVideoPlayer';
import { withPlayerApi } from '../../storybook/decorators';
import { createStoryYouTubeApi, unavailablePlayerApi } from '../../storybook/playerApis';
import { PillCard } from '../PillCard';
import type { Pill } from '../shared/pill';
import { storyPills } from '../../storybook/fixtures/pills';
import { PillStoryViewer, type PillStoryViewerProps } from './PillStoryViewer';

/**
 * The dashboard's use of the viewer: the 'Fique por dentro' cards open it at the tapped pill, and
 * a pill whose video started comes back watched, as the app's refetch after marking it does.
 */
function PillsWithViewer(props: PillStoryViewerProps<Pill>) {
  const [pills, setPills] = useState(props.pills);
  const [openAt, setOpenAt] = useState<number | null>(null);
  return (
    <div className="p-6">
      <h2 className="mb-4 text-xl font-bold text-ink">Fique por dentro</h2>
      <ul className="grid grid-cols-6 gap-3">
        {pills.map((pill, index) => (
          <li key={pill.id}>
            <PillCard pill={pill} index={index} onOpen={setOpenAt} />
          </li>
        ))}
      </ul>
      <PillStoryViewer
        {...props}
        pills={pills}
        open={openAt !== null}
        initialIndex={openAt ?? 0}
        onClose={() => {
          setOpenAt(null);
          props.onClose();
        }}
        onVideoStart={(started) => {
          props.onVideoStart(started);
          setPills((list) =>
            list.map((pill) => (pill.id === started.id ? { ...pill, isWatched: true } : pill)),
          );
        }}
      />
    </div>
  );
}

const youtube = createStoryYouTubeApi();

const meta = {
  title: 'Pill/PillStoryViewer',
  component: PillStoryViewer,
  parameters: { layout: 'fullscreen' },
  decorators: [withPlayerApi(youtube.load)],
  render: (args) => <PillsWithViewer {...args} />,
  args: { open: false, pills: storyPills, onClose: fn(), onVideoStart: fn() },
} satisfies Meta<typeof PillStoryViewer<Pill>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Taps the card of `title` and answers the opened viewer (a dialog, outside the canvas). */
async function openViewerAt(
  { canvasElement, userEvent }: Pick<StoryContext, 'canvasElement' | 'userEvent'>,
  title: string,
) {
  await waitForImages(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: 'Fique por dentro' });
}

/** The current slide, after waiting for it to be the `position`-th. */
async function currentSlide(viewer: HTMLElement, position: string) {
  const slide = within(viewer).getByRole('group', { name: position });
  await waitFor(() => expect(slide).toHaveAttribute('aria-current', 'true'));
  return slide;
}

/**
 * Waits until the newest stand-in player plays `videoId`: it titles its frame when ready and starts
 * in the same turn, so by then the viewer has decided whether to mark the pill.
 */
async function waitForPlaying(videoId: string, title: string) {
  await waitFor(() => {
    const player = youtube.players.at(-1)!;
    expect(player.options.videoId).toBe(videoId);
    expect(player.frame).toHaveAttribute('title', title);
  });
}

/** Opened from the first card: the first pill centred and playing, the page behind locked. */
export const Default: Story = {
  tags: ['templates'],
  play: async ({ canvasElement, userEvent, args }) => {
    const viewer = await openViewerAt({ canvasElement, userEvent }, 'Ergonomia no escritório');
    const slide = await currentSlide(viewer, '1 de 6');
    await expect(within(slide).getByText('YouTube · Pq8sD2vLx4K')).toBeVisible();
    await expect(within(viewer).getByText('Pílula 1 de 6')).toBeVisible();
    await waitFor(() =>
      expect(within(viewer).getByRole('button', { name: 'Fechar' })).toHaveFocus(),
    );
    // Autoplay and no YouTube controls (spec 1 §2).
    await expect(youtube.players.at(-1)!.options.playerVars).toMatchObject({
      autoplay: 1,
      controls: 0,
    });
    await waitFor(() => expect(args.onVideoStart).toHaveBeenCalledWith(storyPills[0]));
    // spec 1 §4: the page does not scroll while the viewer is open.
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await expect(within(viewer).getByRole('region', { name: 'Pílulas' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(within(viewer).getAllByRole('group')).toHaveLength(6);
    await waitForImages(viewer);
  },
};

/** Opened from the fourth card: the viewer starts there, not at the first pill. */
export const StartsAtTappedPill: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const viewer = await openViewerAt({ canvasElement, userEvent }, 'Pausas ativas em 2 minutos');
    const slide = await currentSlide(viewer, '4 de 6');
    await expect(within(slide).getByText('YouTube · Hx7kP2dQv9N')).toBeVisible();
    await expect(within(viewer).getByText('Pílula 4 de 6')).toBeVisible();
    await waitFor(() => expect(args.onVideoStart).toHaveBeenCalledWith(storyPills[3]));
    await expect(args.onVideoStart).toHaveBeenCalledTimes(1);
    // Its neighbours are shown as their cards, and a click on one makes it the current pill.
    await expect(
      within(viewer).getByRole('button', { name: 'Phishing: o e-mail que parecia do RH' }),
    ).toBeVisible();
    await waitForImages(viewer);
  },
};

/** 'ver treinamento' leads to the linked course, and shows only on pills that have one. */
export const WithLinkedCourse: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    const viewer = await openViewerAt(
      { canvasElement, userEvent },
      'LGPD no dia a dia: o que pode e o que não pode',
    );
    const inViewer = within(viewer);
    await currentSlide(viewer, '5 de 6');
    await expect(inViewer.getByRole('link', { name: 'ver treinamento' })).toHaveAttribute(
      'href',
      '/student/course/58',
    );
    await step('Not on a pill without a course', async () => {
      await userEvent.click(inViewer.getByRole('button', { name: 'Próximo' }));
      await currentSlide(viewer, '6 de 6');
      await expect(inViewer.queryByRole('link', { name: 'ver treinamento' })).toBeNull();
    });
    await step('Back on the pill with a course', async () => {
      await userEvent.click(inViewer.getByRole('button', { name: 'Anterior' }));
      await currentSlide(viewer, '5 de 6');
      await expect(inViewer.getByRole('link', { name: 'ver treinamento' })).toBeVisible();
    });
    await waitForImages(viewer);
  },
};

/** The arrows and ArrowLeft/ArrowRight wrap around: next on the last goes to the first. */
export const WrapAround: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    const viewer = await openViewerAt(
      { canvasElement, userEvent },
      'Como usar a VPN fora da empresa',
    );
    const inViewer = within(viewer);
    await currentSlide(viewer, '6 de 6');
    await step('The arrows wrap around', async () => {
      await userEvent.click(inViewer.getByRole('button', { name: 'Próximo' }));
      const first = await currentSlide(viewer, '1 de 6');
      await expect(within(first).getByText('YouTube · Pq8sD2vLx4K')).toBeVisible();
      await userEvent.click(inViewer.getByRole('button', { name: 'Anterior' }));
      await currentSlide(viewer, '6 de 6');
    });
    await step('ArrowRight and ArrowLeft wrap around', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await currentSlide(viewer, '1 de 6');
      await expect(inViewer.getByText('Pílula 1 de 6')).toBeVisible();
      await userEvent.keyboard('{ArrowLeft}');
      await currentSlide(viewer, '6 de 6');
      await userEvent.keyboard('{ArrowLeft}');
      const fifth = await currentSlide(viewer, '5 de 6');
      await expect(within(fifth).getByText('YouTube · Zc4tY6uBn1R')).toBeVisible();
    });
    await waitForImages(viewer);
  },
};

/**
 * Without the internet (the fallback player, 1 s long): when a pill ends the next one plays; after
 * the last one the viewer stays there instead of starting over.
 */
export const EndedPlaysNext: Story = {
  args: { fallbackDurationSeconds: 1 },
  decorators: [withPlayerApi(unavailablePlayerApi)],
  play: async ({ canvasElement, userEvent, args }) => {
    const viewer = await openViewerAt(
      { canvasElement, userEvent },
      'LGPD no dia a dia: o que pode e o que não pode',
    );
    const fifth = await currentSlide(viewer, '5 de 6');
    await expect(within(fifth).getByText(FALLBACK_VIDEO_NOTICE)).toBeVisible();
    const sixth = within(viewer).getByRole('group', { name: '6 de 6' });
    await waitFor(() => expect(sixth).toHaveAttribute('aria-current', 'true'), { timeout: 4000 });
    // The next pill started by itself, and it was not watched yet: marked.
    await waitFor(() => expect(args.onVideoStart).toHaveBeenCalledWith(storyPills[5]));
    await expect(
      await within(sixth).findByText('Vídeo concluído', {}, { timeout: 4000 }),
    ).toBeVisible();
    // The viewer answered the end in the same update, and an ended player's clock is stopped.
    await expect(sixth.querySelector('[data-slot="fallback-video-player"]')).toHaveAttribute(
      'data-status',
      'ended',
    );
    await expect(sixth).toHaveAttribute('aria-current', 'true');
    await expect(args.onVideoStart).toHaveBeenCalledTimes(1);
    await waitForImages(viewer);
  },
};

/** A pill is marked once, when its video starts, and only when it is not watched yet. */
export const MarksWatchedOnce: Story = {
  play: async ({ canvasElement, userEvent, step, args }) => {
    let viewer = await openViewerAt({ canvasElement, userEvent }, 'Ergonomia no escritório');
    await currentSlide(viewer, '1 de 6');
    await waitFor(() => expect(args.onVideoStart).toHaveBeenCalledTimes(1));
    await expect(args.onVideoStart).toHaveBeenCalledWith(storyPills[0]);

    await step('A watched pill starts without being marked', async () => {
      await userEvent.click(within(viewer).getByRole('button', { name: 'Próximo' }));
      await currentSlide(viewer, '2 de 6');
      await waitForPlaying('Rt5nB9cWz1M', storyPills[1]!.title);
      await expect(args.onVideoStart).toHaveBeenCalledTimes(1);
    });
    await step('The first pill again, in the same opening: not marked twice', async () => {
      await userEvent.click(within(viewer).getByRole('button', { name: 'Anterior' }));
      await currentSlide(viewer, '1 de 6');
      await waitForPlaying('Pq8sD2vLx4K', storyPills[0]!.title);
      await expect(args.onVideoStart).toHaveBeenCalledTimes(1);
    });

    await step('Opened again once the list says it is watched: not marked again', async () => {
      await userEvent.keyboard('{Escape}');
      const card = screen.getByRole('button', { name: 'Ergonomia no escritório' });
      await waitFor(() => expect(card).toHaveAccessibleDescription('Assistida'));
      viewer = await openViewerAt({ canvasElement, userEvent }, 'Ergonomia no escritório');
      await currentSlide(viewer, '1 de 6');
      await waitForPlaying('Pq8sD2vLx4K', storyPills[0]!.title);
      await expect(args.onVideoStart).toHaveBeenCalledTimes(1);
    });
    await waitForImages(viewer);
  },
};

/** Escape and 'Fechar' close the viewer; focus returns to the tapped card, the page scrolls again. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, userEvent, step, args }) => {
    const card = screen.getByRole('button', { name: 'Phishing: o e-mail que parecia do RH' });
    await step('Escape closes', async () => {
      const viewer = await openViewerAt(
        { canvasElement, userEvent },
        'Phishing: o e-mail que parecia do RH',
      );
      await currentSlide(viewer, '3 de 6');
      await waitFor(() => expect(viewer).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(card).toHaveFocus());
      await expect(document.documentElement.style.overflow).not.toBe('hidden');
    });

    await step('Fechar closes', async () => {
      const viewer = await openViewerAt(
        { canvasElement, userEvent },
        'Phishing: o e-mail que parecia do RH',
      );
      await userEvent.click(within(viewer).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(card).toHaveFocus());
    });
  },
};

/**
 * The YouTube script cannot load (as always without the internet): the fallback player shows the
 * pill's title and image, plays on its own, and the pill is marked when it starts.
 */
export const FallbackPlayer: Story = {
  args: { fallbackDurationSeconds: 2 },
  decorators: [withPlayerApi(unavailablePlayerApi)],
  play: async ({ canvasElement, userEvent, args }) => {
    const viewer = await openViewerAt(
      { canvasElement, userEvent },
      'Como usar a VPN fora da empresa',
    );
    const slide = within(await currentSlide(viewer, '6 de 6'));
    await expect(await slide.findByText(FALLBACK_VIDEO_NOTICE)).toBeVisible();
    await expect(slide.getByText('Como usar a VPN fora da empresa')).toBeVisible();
    await expect(
      slide.getByRole('img', { name: 'Capa do vídeo Como usar a VPN fora da empresa' }),
    ).toHaveAttribute('src', storyPills[5]!.imageURL);
    await expect(slide.getByRole('progressbar', { name: 'Progresso do vídeo' })).toBeVisible();
    await waitFor(() => expect(args.onVideoStart).toHaveBeenCalledWith(storyPills[5]));
    // The last pill: it plays to its end and stays, so nothing moves afterwards.
    await expect(await slide.findByText('Vídeo concluído', {}, { timeout: 4000 })).toBeVisible();
    await expect(slide.getByRole('button', { name: 'Assistir novamente' })).toBeVisible();
    await waitForImages(viewer);
  },
};
