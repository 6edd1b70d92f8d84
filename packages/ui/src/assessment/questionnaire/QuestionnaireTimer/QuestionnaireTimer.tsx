import { announcementMoment, formatDuration, timerPhase } from '@decola/domain';
import { cva } from 'class-variance-authority';
import { useId, useState } from 'react';
import { ClockIcon } from '../../../icons';
import { cn } from '../../../lib/cn';
import { QUESTIONNAIRE_TEXT } from '../questionnaireText';

const TEXT = QUESTIONNAIRE_TEXT.timer;

export type QuestionnaireTimerProps = {
  /** Seconds left (`createdAt + maximumTime − now`, domain `remainingSeconds`), given every second. */
  remainingSeconds: number;
  className?: string;
};

const timerVariants = cva(
  'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium',
  {
    variants: {
      phase: {
        normal: 'border-line bg-surface text-ink',
        ending: 'border-warning bg-warning-soft text-ink',
        over: 'border-danger bg-danger-soft text-ink',
      },
    },
  },
);

/**
 * The time left, mm:ss. The clock itself is silent (role="timer"); a screen reader hears it at each
 * whole minute, then at 30, 10 and 0 seconds, never every second.
 */
export function QuestionnaireTimer({ remainingSeconds, className }: QuestionnaireTimerProps) {
  const labelId = useId();
  const seconds = Math.max(0, Math.floor(remainingSeconds));
  const moment = announcementMoment(seconds);
  const [heardMoment, setHeardMoment] = useState(moment);
  const [announcement, setAnnouncement] = useState('');
  // Adjusted while rendering (React's "storing information from previous renders"): only a moment
  // reached after the timer appeared is announced.
  if (moment !== heardMoment) {
    setHeardMoment(moment);
    setAnnouncement(TEXT.announce(moment));
  }
  const phase = timerPhase(seconds);
  return (
    <div data-slot="questionnaire-timer" data-phase={phase} className={className}>
      <div role="timer" aria-labelledby={labelId} className={timerVariants({ phase })}>
        <ClockIcon
          size="sm"
          className={cn(phase === 'ending' && 'text-warning', phase === 'over' && 'text-danger')}
        />
        <span id={labelId}>{phase === 'over' ? TEXT.over : TEXT.label}</span>
        <span className="font-semibold tabular-nums">{formatDuration(seconds)}</span>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
