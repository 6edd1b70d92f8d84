// The pill viewer's stories: the dashboard's cards that open it, the stand-in YouTube API its
// players get, and the steps their plays repeat.
import type { StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { PillCard, type Pill } from '../pill/PillCard';
import { PillStoryViewer, type PillStoryViewerProps } from '../pill/PillStoryViewer';
import { waitForImages } from './helpers';
import { createStoryYouTubeApi } from './playerApis';

/**
 * The dashboard's use of the viewer: the 'Fique por dentro' cards open it at the tapped pill, and
 * a pill whose video started comes back watched, as the app's refetch after marking it does.
 */
export function PillsWithViewer(props: PillStoryViewerProps<Pill>) {
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

/** The stand-in YouTube API of the viewer's stories; `pillYouTube.players` lists its players. */
export const pillYouTube = createStoryYouTubeApi();

/** Taps the card of `title` and answers the opened viewer (a dialog, outside the canvas). */
export async function openViewerAt(
  { canvasElement, userEvent }: Pick<StoryContext, 'canvasElement' | 'userEvent'>,
  title: string,
) {
  await waitForImages(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: 'Fique por dentro' });
}

/** The current slide, after waiting for it to be the `position`-th. */
export async function currentSlide(viewer: HTMLElement, position: string) {
  const slide = within(viewer).getByRole('group', { name: position });
  await waitFor(() => expect(slide).toHaveAttribute('aria-current', 'true'));
  return slide;
}

/**
 * Waits until the newest stand-in player plays `videoId`: it titles its frame when ready and starts
 * in the same turn, so by then the viewer has decided whether to mark the pill.
 */
export async function waitForPlaying(videoId: string, title: string) {
  await waitFor(() => {
    const player = pillYouTube.players.at(-1)!;
    expect(player.options.videoId).toBe(videoId);
    expect(player.frame).toHaveAttribute('title', title);
  });
}
