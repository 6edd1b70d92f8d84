import type { Ref } from 'react';

/**
 * What the content viewer needs from any player — video (YouTube or the local fallback), audio,
 * PDF — so progress, checkpoints, notes and keyboard shortcuts work the same for every kind.
 * A PDF's position is its page (a PDF's checkpoint and notes carry the page number).
 */
export interface MediaHandle {
  /** Seconds played; for a PDF, the page shown. */
  position(): number;
  /** Moves to a second (a PDF: to a page). */
  seek(position: number): void;
  play(): void;
  pause(): void;
}

/** Reported whenever playback starts, stops or changes speed; a PDF reports `playing` while shown. */
export interface PlaybackState {
  playing: boolean;
  /** The playback rate (0.5–2); a PDF always 1. */
  rate: number;
}

/** The props every player of the viewer takes besides its own. */
export interface MediaPlayerProps {
  /** Filled by the player once it can be driven. */
  handleRef?: Ref<MediaHandle>;
  /** Where to start (the checkpoint the learner chose to resume from); a PDF: the page. */
  startAt?: number;
  onPlaybackChange?: (state: PlaybackState) => void;
  onEnded?: () => void;
  /** The content's listed length in seconds: the clock shows it until the media's own is known. */
  listedDuration?: number | null;
  /** The media's own length in seconds, once it is known (and whenever it changes). */
  onDurationChange?: (seconds: number) => void;
}

/** Playback speed above 0 and at most 2; the menu offers these. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
