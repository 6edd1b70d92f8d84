import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { YouTubeApi, YouTubePlayer } from '../../../video/VideoPlayer';
import type { MediaHandle, MediaPlayerProps } from '../../shared/media';
import { clampPosition } from '../shared/mediaTime';
import { shownDuration, type MediaPlayback } from '../shared/useMediaElement';

/** How often the time under a playing YouTube video moves: the API has no time event. */
const CLOCK_INTERVAL_MS = 250;

/**
 * YouTube's player behind the viewer's MediaHandle: the same playback state and reports as a
 * native element's, read from the IFrame API (current time, seek, pause, rate).
 */
export function useYouTubePlayback(
  api: YouTubeApi,
  {
    handleRef,
    startAt,
    onPlaybackChange,
    onEnded,
    onDurationChange,
    listedDuration,
  }: MediaPlayerProps,
) {
  const playerRef = useRef<YouTubePlayer | null>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);
  // Two state changes can arrive before a render: each compares with the one before it.
  const playingRef = useRef(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRateState] = useState(1);
  const knownDuration = useRef(0);
  // YouTube tells the length at ready, or 0 until the video's metadata is in.
  const learnDuration = (seconds: number) => {
    setDuration(seconds);
    if (seconds > 0 && seconds !== knownDuration.current) {
      knownDuration.current = seconds;
      onDurationChange?.(seconds);
    }
  };

  const handle = useMemo<MediaHandle>(
    () => ({
      position: () => playerRef.current?.getCurrentTime() ?? 0,
      seek: (to) => {
        const player = playerRef.current;
        if (!player) return;
        const second = clampPosition(to, player.getDuration());
        player.seekTo(second, true);
        setPosition(second);
      },
      play: () => playerRef.current?.playVideo(),
      pause: () => playerRef.current?.pauseVideo(),
    }),
    [],
  );
  useImperativeHandle(handleRef, () => handle, [handle]);

  // The player starts at `startAt` (YouTube's `start`); a start chosen later is a seek.
  const startedAt = useRef(startAt);
  useEffect(() => {
    if (!ready || startAt === undefined || startAt === startedAt.current) return;
    startedAt.current = startAt;
    handle.seek(startAt);
  }, [ready, startAt, handle]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setPosition(playerRef.current?.getCurrentTime() ?? 0),
      CLOCK_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing]);

  const embedProps = {
    startAt,
    onReady: (player: YouTubePlayer) => {
      playerRef.current = player;
      learnDuration(player.getDuration());
      setPosition(player.getCurrentTime());
      setRateState(player.getPlaybackRate());
      setReady(true);
    },
    onStateChange: (state: number) => {
      const player = playerRef.current;
      if (player) {
        setPosition(player.getCurrentTime());
        learnDuration(player.getDuration());
      }
      const nowPlaying =
        state === api.PlayerState.PLAYING
          ? true
          : state === api.PlayerState.PAUSED || state === api.PlayerState.ENDED
            ? false
            : null;
      // Buffering and cueing leave playback as it was.
      if (nowPlaying === null || nowPlaying === playingRef.current) return;
      playingRef.current = nowPlaying;
      setPlaying(nowPlaying);
      onPlaybackChange?.({ playing: nowPlaying, rate: player?.getPlaybackRate() ?? rate });
    },
    onPlaybackRateChange: (next: number) => {
      setRateState(next);
      onPlaybackChange?.({ playing: playingRef.current, rate: next });
    },
    onEnded: () => onEnded?.(),
  };

  const playback: MediaPlayback = {
    status: ready ? 'ready' : 'loading',
    playing,
    position,
    duration: shownDuration(duration, listedDuration),
    startable: ready,
    rate,
    handle,
    toggle: () => (playingRef.current ? handle.pause() : handle.play()),
    seekBy: (seconds) => handle.seek(handle.position() + seconds),
    setRate: (next) => playerRef.current?.setPlaybackRate(next),
  };
  return { embedProps, playback };
}
