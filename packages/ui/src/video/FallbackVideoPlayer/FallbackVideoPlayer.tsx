import { formatDuration } from '@decola/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { cn } from '../../lib/cn';
import { ArrowCounterclockwiseIcon, PauseIcon, PlayIcon, SkipForwardIcon } from '../../icons';

/**
 * How long the fallback "plays" when no real player is available: long enough to read the title
 * and notice the progress, short enough for the pill viewer to move on (docs/decisions.md).
 */
export const FALLBACK_VIDEO_SECONDS = 15;

export const FALLBACK_VIDEO_NOTICE =
  'Não foi possível carregar o player do YouTube. Esta reprodução mostra apenas a capa do vídeo.';

/** The notice when YouTube has no such video (no id, or YouTube refused it). */
export const VIDEO_UNAVAILABLE_NOTICE =
  'Este vídeo não está disponível no momento. Esta reprodução mostra apenas a capa do vídeo.';

export type FallbackVideoStatus = 'idle' | 'playing' | 'paused' | 'ended';

export type FallbackVideoPlayerProps = {
  /** The video's title, shown over the poster. */
  title: string;
  posterURL?: string | null;
  /** Starts playing as soon as it is shown. */
  autoPlay?: boolean;
  /** Why there is no real player, said over the poster. */
  notice?: string;
  /** Length of the playback in whole seconds (stories shorten it). */
  durationSeconds?: number;
  /** Playback started or resumed, as the YouTube player's PLAYING state. */
  onPlay?: () => void;
  /** Playback reached the end, or the learner skipped to it. */
  onEnded?: () => void;
  className?: string;
};

// Over the dark video the ring is the surface colour: the focus colour would not show.
const overlayButton = cn(
  'inline-flex items-center justify-center rounded-pill text-surface',
  'hover:bg-surface/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-surface',
);

/**
 * The local player used when the YouTube script cannot load: an honest playback (it says it only
 * shows the cover) that fires onPlay and onEnded like the real player, so the pill viewer's "next
 * plays when one ends" and "marked watched when it starts" work without the internet. Time moves
 * in whole seconds, so a paused player always shows the same frame.
 */
export function FallbackVideoPlayer({
  title,
  posterURL,
  autoPlay = false,
  notice = FALLBACK_VIDEO_NOTICE,
  durationSeconds = FALLBACK_VIDEO_SECONDS,
  onPlay,
  onEnded,
  className,
}: FallbackVideoPlayerProps) {
  const duration = Math.max(1, Math.round(durationSeconds));
  const [startedByItself] = useState(autoPlay);
  const [status, setStatus] = useState<FallbackVideoStatus>(autoPlay ? 'playing' : 'idle');
  const [elapsed, setElapsed] = useState(0);

  const announcePlay = useEffectEvent(() => onPlay?.());
  useEffect(() => {
    if (startedByItself) announcePlay();
  }, [startedByItself]);

  const finish = () => {
    setElapsed(duration);
    setStatus('ended');
    onEnded?.();
  };
  const tick = useEffectEvent(() => {
    if (elapsed + 1 >= duration) finish();
    else setElapsed(elapsed + 1);
  });
  useEffect(() => {
    if (status !== 'playing') return;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [status]);

  const play = (from: number) => {
    setElapsed(from);
    setStatus('playing');
    onPlay?.();
  };

  const timeText = `${formatDuration(elapsed)} / ${formatDuration(duration)}`;
  const running = status === 'playing' || status === 'paused';

  return (
    <div
      data-slot="fallback-video-player"
      data-status={status}
      className={cn(
        'relative isolate flex aspect-video w-full flex-col overflow-hidden rounded-card bg-ink text-surface',
        className,
      )}
    >
      {posterURL && (
        <img
          src={posterURL}
          alt={`Capa do vídeo ${title}`}
          className="absolute inset-0 -z-10 size-full object-cover"
          draggable={false}
        />
      )}
      <p className="bg-ink/85 px-3 py-2 text-xs leading-snug">{notice}</p>

      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-3">
        {status === 'idle' && (
          <button
            type="button"
            onClick={() => play(0)}
            className={cn(overlayButton, 'size-16 bg-ink/80 hover:bg-ink/90')}
          >
            <PlayIcon size="2xl" className="translate-x-0.5" />
            <span className="sr-only">Reproduzir vídeo</span>
          </button>
        )}
        {status === 'ended' && (
          <div className="flex flex-col items-center gap-2 rounded-card bg-ink/85 px-4 py-3">
            <p role="status" className="text-sm font-semibold">
              Vídeo concluído
            </p>
            <button
              type="button"
              onClick={() => play(0)}
              className={cn(
                overlayButton,
                'gap-2 px-3 py-1.5 text-sm font-semibold whitespace-nowrap',
              )}
            >
              <ArrowCounterclockwiseIcon size="lg" />
              Assistir novamente
            </button>
          </div>
        )}
      </div>

      <div className="flex flex-col gap-2 bg-ink/85 px-3 py-2">
        <p className="text-sm leading-snug font-semibold">{title}</p>
        {running && (
          <>
            <div
              role="progressbar"
              aria-label="Progresso do vídeo"
              aria-valuemin={0}
              aria-valuemax={duration}
              aria-valuenow={elapsed}
              aria-valuetext={`${formatDuration(elapsed)} de ${formatDuration(duration)}`}
              className="h-1.5 w-full overflow-hidden rounded-pill bg-surface/30"
            >
              <div
                data-slot="fallback-video-progress"
                className="h-full rounded-pill bg-surface transition-[width] duration-1000 ease-linear"
                style={{ width: `${(elapsed / duration) * 100}%` }}
              />
            </div>
            <div className="flex items-center gap-1">
              {status === 'playing' ? (
                <button
                  type="button"
                  onClick={() => setStatus('paused')}
                  className={cn(overlayButton, 'size-9')}
                >
                  <PauseIcon size="lg" />
                  <span className="sr-only">Pausar</span>
                </button>
              ) : (
                <button
                  type="button"
                  onClick={() => play(elapsed)}
                  className={cn(overlayButton, 'size-9')}
                >
                  <PlayIcon size="lg" />
                  <span className="sr-only">Continuar</span>
                </button>
              )}
              <button type="button" onClick={finish} className={cn(overlayButton, 'size-9')}>
                <SkipForwardIcon size="lg" />
                <span className="sr-only">Pular para o final</span>
              </button>
              <span aria-hidden="true" className="ms-auto text-xs tabular-nums">
                {timeText}
              </span>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
