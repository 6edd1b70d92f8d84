import type { Decorator } from '@storybook/react-vite';
import { VideoPlayerProvider, type LoadYouTubeApi } from '../video/VideoPlayer';

/** Stories only: the players of the story get the YouTube API from `load`, never the network. */
export const withPlayerApi =
  (load: LoadYouTubeApi): Decorator =>
  (Story) => (
    <VideoPlayerProvider loadPlayerApi={load}>
      <Story />
    </VideoPlayerProvider>
  );

/** Stories only: the story inside a box of the given width classes, as its screen would hold it. */
export const withWidth =
  (className: string): Decorator =>
  (Story) => (
    <div className={className}>
      <Story />
    </div>
  );

/**
 * Stories only: the story in the card a content viewer's tab panel draws (ViewerTabs), 40 rem wide,
 * as the notes, doubts and ratings panels sit under the player.
 */
export const withViewerTabFrame: Decorator = (Story) => (
  <div className="w-[40rem] max-w-full rounded-card bg-surface p-5 shadow-sm">
    <Story />
  </div>
);
