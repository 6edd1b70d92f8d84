import { formatDuration } from '@decola/domain';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../primitives/Button';

export type ResumePromptProps = {
  /** The checkpoint: the second the learner reached last time. */
  position: number;
  /** Where the player starts: the checkpoint, or 0 from the start. */
  onChoose: (startAt: number) => void;
  className?: string;
};

/** A video or audio with a checkpoint asks where to start before it plays. */
export function ResumePrompt({ position, onChoose, className }: ResumePromptProps) {
  const questionId = useId();
  const time = formatDuration(position);
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      data-slot="resume-prompt"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-card border border-line bg-primary-soft px-4 py-3',
        className,
      )}
    >
      <p id={questionId} className="me-auto text-sm text-ink">
        Você parou em <span className="font-semibold tabular-nums">{time}</span>.
      </p>
      <Button size="sm" onClick={() => onChoose(position)}>
        Continuar de {time}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onChoose(0)}>
        Começar do início
      </Button>
    </div>
  );
}
