import { formatDuration } from '@decola/domain';

const rateFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** A playback rate as the learner reads it: '1,5×'. */
export const formatPlaybackRate = (rate: number) => `${rateFormat.format(rate)}×`;

/** Where playback stands, as the seek slider says it: '01:05 de 03:20'. */
export const formatPositionOf = (position: number, duration: number) =>
  `${formatDuration(position)} de ${formatDuration(duration)}`;

/** The clock under a player: '01:05 / 03:20'. */
export const formatClock = (position: number, duration: number) =>
  `${formatDuration(position)} / ${formatDuration(duration)}`;

/** A second within the media, whatever a caller or the keyboard asked for. */
export const clampPosition = (position: number, duration: number) =>
  Math.min(Math.max(0, position), duration > 0 ? duration : Math.max(0, position));
