import { isYouTubeVideoId } from '@decola/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import type { LoadYouTubeApi, YouTubeApi } from '../shared/youtubeApi';
import { usePlayerApiLoader } from './VideoPlayerProvider';

export type VideoPlayerError =
  /** No video id to play (a pill url without a path, an intro without a code, a malformed id). */
  | { reason: 'missing-video' }
  /** The YouTube script could not load (offline, blocked, timed out). */
  | { reason: 'script-unavailable' }
  /** The YouTube player refused the video; `code` is YouTube's error code. */
  | { reason: 'player-error'; code: number };

/** Where a video stands with YouTube: its API on the way, ready, or no YouTube player for it. */
export type YouTubeVideoState =
  | { status: 'loading' }
  | { status: 'ready'; videoId: string; api: YouTubeApi }
  | { status: 'unavailable'; reason: VideoPlayerError['reason'] };

type ApiState =
  { loader: LoadYouTubeApi; api: YouTubeApi } | { loader: LoadYouTubeApi; api: null; failed: true };

/**
 * Loads the YouTube API for a video (the provider's loader, once per page) and follows it: a
 * malformed id, a script that cannot load and a video YouTube refuses (`refuse`) each end as
 * unavailable, reported once through `onError`.
 */
export function useYouTubeApi(
  givenVideoId: string | null | undefined,
  onError?: (error: VideoPlayerError) => void,
) {
  // Only a well-formed id reaches YouTube's player; anything else is a video that is missing.
  const videoId = isYouTubeVideoId(givenVideoId) ? givenVideoId : null;
  const loadApi = usePlayerApiLoader();
  const [apiState, setApiState] = useState<ApiState | null>(null);
  const [refusedVideoId, setRefusedVideoId] = useState<string | null>(null);
  const reportError = useEffectEvent((error: VideoPlayerError) => onError?.(error));

  useEffect(() => {
    if (!videoId) {
      reportError({ reason: 'missing-video' });
      return;
    }
    let current = true;
    loadApi().then(
      (api) => {
        if (current) setApiState({ loader: loadApi, api });
      },
      () => {
        if (!current) return;
        setApiState({ loader: loadApi, api: null, failed: true });
        reportError({ reason: 'script-unavailable' });
      },
    );
    return () => {
      current = false;
    };
  }, [loadApi, videoId]);

  // A state left by another loader (the provider changed) is as good as none.
  const loaded = apiState?.loader === loadApi ? apiState : null;
  const state: YouTubeVideoState = !videoId
    ? { status: 'unavailable', reason: 'missing-video' }
    : refusedVideoId === videoId
      ? { status: 'unavailable', reason: 'player-error' }
      : loaded?.api === null
        ? { status: 'unavailable', reason: 'script-unavailable' }
        : loaded
          ? { status: 'ready', videoId, api: loaded.api }
          : { status: 'loading' };

  /** YouTube refused the video (its error code): the player's fallback takes over. */
  const refuse = (code: number) => {
    if (!videoId) return;
    setRefusedVideoId(videoId);
    onError?.({ reason: 'player-error', code });
  };
  return { state, refuse };
}
