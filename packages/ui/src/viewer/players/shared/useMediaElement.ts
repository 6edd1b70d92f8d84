import {
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type SyntheticEvent,
} from 'react';
import type { LoadStatus } from '../../../lib/asyncState';
import type { MediaHandle, MediaPlayerProps } from '../../shared/media';
import { clampPosition } from './mediaTime';

/** What the controls and the shortcuts drive, whichever engine plays. */
export type MediaPlayback = {
  status: LoadStatus;
  playing: boolean;
  /** Seconds played. */
  position: number;
  /** Seconds in all: the media's own, the content's listed length until then, else 0. */
  duration: number;
  /** Play may be pressed: a native element loads and starts on it even before its metadata. */
  startable: boolean;
  rate: number;
  handle: MediaHandle;
  toggle: () => void;
  seekBy: (seconds: number) => void;
  setRate: (rate: number) => void;
};

/**
 * A native <audio> or <video> behind the viewer's MediaHandle: its state for our controls, the
 * playback reported on every play, pause and rate change, and `startAt` applied before playing.
 * Spread `mediaProps` on the element; give it a new `key` when its source changes.
 */
export function useMediaElement<Element extends HTMLMediaElement>({
  handleRef,
  startAt,
  onPlaybackChange,
  onEnded,
  onDurationChange,
  listedDuration,
}: MediaPlayerProps) {
  const mediaRef = useRef<Element>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRateState] = useState(1);

  const handle = useMemo<MediaHandle>(
    () => ({
      position: () => mediaRef.current?.currentTime ?? 0,
      seek: (to) => {
        const media = mediaRef.current;
        if (!media) return;
        media.currentTime = clampPosition(to, media.duration || 0);
        setPosition(media.currentTime);
      },
      play: () => {
        // A refused play (no user gesture yet) fires 'pause' again: the controls stay right.
        mediaRef.current?.play().catch(() => {});
      },
      pause: () => mediaRef.current?.pause(),
    }),
    [],
  );
  useImperativeHandle(handleRef, () => handle, [handle]);

  // A start chosen once the media is ready (the resume prompt answered late) moves it there.
  useEffect(() => {
    if (startAt !== undefined && mediaRef.current?.readyState) handle.seek(startAt);
  }, [startAt, handle]);

  const report = (media: HTMLMediaElement) =>
    onPlaybackChange?.({ playing: !media.paused, rate: media.playbackRate });

  const mediaProps = {
    ref: mediaRef,
    preload: 'metadata' as const,
    onLoadedMetadata: (event: SyntheticEvent<Element>) => {
      const media = event.currentTarget;
      if (startAt) media.currentTime = clampPosition(startAt, media.duration);
      setDuration(Number.isFinite(media.duration) ? media.duration : 0);
      if (Number.isFinite(media.duration)) onDurationChange?.(media.duration);
      setPosition(media.currentTime);
      setStatus('ready');
    },
    onDurationChange: (event: SyntheticEvent<Element>) => {
      const { duration } = event.currentTarget;
      if (!Number.isFinite(duration)) return;
      setDuration(duration);
      onDurationChange?.(duration);
    },
    onTimeUpdate: (event: SyntheticEvent<Element>) => setPosition(event.currentTarget.currentTime),
    onPlay: (event: SyntheticEvent<Element>) => {
      setPlaying(true);
      report(event.currentTarget);
    },
    onPause: (event: SyntheticEvent<Element>) => {
      setPlaying(false);
      report(event.currentTarget);
    },
    onRateChange: (event: SyntheticEvent<Element>) => {
      setRateState(event.currentTarget.playbackRate);
      report(event.currentTarget);
    },
    onEnded: () => onEnded?.(),
    onError: () => setStatus('error'),
  };

  const playback: MediaPlayback = {
    status,
    playing,
    position,
    duration: shownDuration(duration, listedDuration),
    startable: status !== 'error',
    rate,
    handle,
    toggle: () => (mediaRef.current?.paused ? handle.play() : handle.pause()),
    seekBy: (seconds) => handle.seek(handle.position() + seconds),
    setRate: (next) => {
      if (mediaRef.current) mediaRef.current.playbackRate = next;
    },
  };
  return { mediaRef, mediaProps, playback };
}

/** The media's length once known, else the content's listed one (a phone may load nothing first). */
export const shownDuration = (own: number, listed: number | null | undefined): number =>
  own > 0 ? own : listed && listed > 0 ? listed : 0;
