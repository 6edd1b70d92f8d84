import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { withPlayerApi } from '../../storybook/decorators';
import { storyPills } from '../../storybook/fixtures/pills';
import { waitForImages } from '../../storybook/helpers';
import {
  PillsWithViewer,
  currentSlide,
  openViewerAt,
  pillYouTube,
  waitForPlaying,
} from '../../storybook/pillStoryViewer';
import { unavailablePlayerApi } from '../../storybook/playerApis';
import { FALLBACK_VIDEO_NOTICE } from '../../video/FallbackVideoPlayer';
import type { Pill } from '../shared/pill';
import { PillStoryViewer } from './PillStoryViewer';

const meta = {
  title: 'Pill/PillStoryViewer',
  component: PillStoryViewer,
  parameters: { layout: 'fullscreen' },
  decorators: [withPlayerApi(pillYouTube.load)],
  render: (args) => <PillsWithViewer {...args} />,
  args: { open: false, pills: storyPills, onClose: fn(), onVideoStart: fn() },
} satisfies Meta<typeof PillStoryViewer<Pill>>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    await expect(pillYouTube.players.at(-1)!.options.playerVars).toMatchObject({
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
