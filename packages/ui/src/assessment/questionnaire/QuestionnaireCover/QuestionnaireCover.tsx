import { useId } from 'react';
import { ClipboardIcon } from '../../../icons';
import { cn } from '../../../lib/cn';
import { Button } from '../../../primitives/Button';
import { durationInWords, QUESTIONNAIRE_TEXT } from '../questionnaireText';

const TEXT = QUESTIONNAIRE_TEXT.cover;

export type QuestionnaireCoverProps = {
  title: string;
  description?: string | null;
  numberOfQuestions: number;
  /** Seconds; 0 means no time limit. */
  maximumTime: number;
  minCorrectAnswers: number;
  /** Attempts already made. */
  userAttempts: number;
  /** Attempts allowed; null when there is no limit. */
  attemptLimit: number | null;
  /** 'Começar': generates a new questionnaire (one more attempt). */
  onStart: () => void;
  /** While the questionnaire is being generated. */
  starting?: boolean;
  /** A questionnaire in progress: 'Continuar' opens it instead, spending no attempt. */
  onResume?: (() => void) | null;
  className?: string;
};

/** The exercise's cover — its rules, the attempts used, and 'Começar'. */
export function QuestionnaireCover({
  title,
  description,
  numberOfQuestions,
  maximumTime,
  minCorrectAnswers,
  userAttempts,
  attemptLimit,
  onStart,
  starting = false,
  onResume,
  className,
}: QuestionnaireCoverProps) {
  const titleId = useId();
  const noAttemptsLeft = attemptLimit !== null && userAttempts >= attemptLimit;
  const facts: [string, string][] = [
    [TEXT.questions, String(numberOfQuestions)],
    [TEXT.time, maximumTime > 0 ? durationInWords(maximumTime) : TEXT.untimed],
    [TEXT.attempts, TEXT.attemptsUsed(userAttempts, attemptLimit)],
    [TEXT.minimum, TEXT.minimumOf(minCorrectAnswers, numberOfQuestions)],
  ];
  return (
    <section
      aria-labelledby={titleId}
      data-slot="questionnaire-cover"
      className={cn('flex flex-col gap-5 rounded-card bg-surface p-6 shadow-sm', className)}
    >
      <div className="flex items-start gap-3">
        <span className="rounded-full bg-primary-soft p-2.5 text-primary-ink">
          <ClipboardIcon size="xl" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          {description && <p className="text-sm text-ink-muted">{description}</p>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-slot="questionnaire-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col gap-0.5 rounded-control bg-surface-muted p-3">
            <dt className="text-xs font-medium text-ink-muted">{term}</dt>
            <dd className="text-base font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {onResume ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onResume}>{TEXT.resume}</Button>
          <p className="text-sm text-ink-muted">{TEXT.resumeHint}</p>
        </div>
      ) : noAttemptsLeft ? (
        <p className="text-sm font-medium text-ink">{TEXT.noAttempts}</p>
      ) : (
        <Button className="self-start" loading={starting} onClick={onStart}>
          {TEXT.start}
        </Button>
      )}
    </section>
  );
}
