import { resumePointWithin } from '@decola/domain';
import { ResumePrompt, type MediaHandle, type PlaybackState } from '@decola/ui';
import { useState, type RefObject } from 'react';

/**
 * A video or audio with a checkpoint asks 'Continuar de mm:ss' / 'Começar do início'
 * above the player. Choosing plays from there; pressing the player's own play is a choice too
 * (from where the player is), so the question never stays over a playing content. The point is
 * measured against the media's own length once the player knows it (the content's listed length
 * until then): none is offered in its last seconds, or past its end.
 */
export function useResumeChoice(
  handleRef: RefObject<MediaHandle | null>,
  /** Around the prompt and the player, to move focus into the player once chosen. */
  boxRef: RefObject<HTMLElement | null>,
  checkpoint: number | null,
  onPlaybackChange: (state: PlaybackState) => void,
  listedDuration: number | null | undefined,
) {
  const [startAt, setStartAt] = useState<number | undefined>(undefined);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const resumeAt = resumePointWithin(checkpoint, mediaDuration ?? listedDuration);
  const asking = resumeAt !== null && startAt === undefined;

  const choose = (position: number) => {
    setStartAt(position);
    handleRef.current?.seek(position);
    handleRef.current?.play();
    // The prompt leaves with its buttons: focus goes to the player, whose region holds the keys.
    boxRef.current?.querySelector<HTMLElement>('section')?.focus();
  };

  return {
    startAt,
    prompt: asking && <ResumePrompt position={resumeAt} onChoose={choose} />,
    onDurationChange: setMediaDuration,
    onPlaybackChange: (state: PlaybackState) => {
      if (asking && state.playing) setStartAt(handleRef.current?.position() ?? 0);
      onPlaybackChange(state);
    },
  };
}
