import { createContext, use, type ReactNode } from 'react';
import { loadYouTubeIframeApi, type LoadYouTubeApi } from '../shared/youtubeApi';

const PlayerApiContext = createContext<LoadYouTubeApi>(loadYouTubeIframeApi);

/**
 * Where the players get the YouTube API from. Without a provider they inject YouTube's script
 * (once per page); stories and tests hand in a loader that fails at once or a stand-in API, so
 * nothing waits on the network.
 */
export function VideoPlayerProvider({
  loadPlayerApi,
  children,
}: {
  loadPlayerApi: LoadYouTubeApi;
  children: ReactNode;
}) {
  return <PlayerApiContext value={loadPlayerApi}>{children}</PlayerApiContext>;
}

export const usePlayerApiLoader = (): LoadYouTubeApi => use(PlayerApiContext);
