import { ResumePrompt, type MediaHandle, type PlaybackState } from '@decola/ui';
import { useRef, useState, type ReactNode, type RefObject } from 'react';

type Start = number | undefined;

export type ResumableProps = {
  handleRef: RefObject<MediaHandle | null>;
  /** The checkpoint the content opened with, or null when there is nothing to resume. */
  resumeAt: number | null;
  onPlaybackChange: (state: PlaybackState) => void;
  /** The player, given where to start and the playback report that also answers the prompt. */
  children: (startAt: Start, onPlaybackChange: (state: PlaybackState) => void) => ReactNode;
};

/**
 * Issue 16 §4: a video or audio with a checkpoint asks 'Continuar de mm:ss' / 'Começar do início'
 * above the player. Choosing plays from there; pressing the player's own play is a choice too
 * (from where the player is), so the question never stays over a playing content.
 */
export function Resumable({ handleRef, resumeAt, onPlaybackChange, children }: ResumableProps) {
  const [startAt, setStartAt] = useState<Start>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const asking = resumeAt !== null && startAt === undefined;

  const choose = (position: number) => {
    setStartAt(position);
    handleRef.current?.seek(position);
    handleRef.current?.play();
    // The prompt leaves with its buttons: focus goes to the player, whose region holds the keys.
    box.current?.querySelector<HTMLElement>('section')?.focus();
  };

  const report = (state: PlaybackState) => {
    if (asking && state.playing) setStartAt(handleRef.current?.position() ?? 0);
    onPlaybackChange(state);
  };

  return (
    <div ref={box} className="flex flex-col gap-3">
      {asking && <ResumePrompt position={resumeAt} onChoose={choose} />}
      {children(startAt, report)}
    </div>
  );
}
