import { useEffect, useId, useRef } from 'react';
import { CheckCircleIcon, CrossCircleIcon } from '../../../icons';
import { cn } from '../../../lib/cn';
import { TONE_CLASSES } from '../../../lib/tone';
import { Button, buttonVariants } from '../../../primitives/Button';
import { Link } from '../../../primitives/Link';
import { QUESTIONNAIRE_TEXT } from '../questionnaireText';

const TEXT = QUESTIONNAIRE_TEXT.result;

export type QuestionnaireResultProps = {
  corrects: number;
  numberOfQuestions: number;
  minCorrectAnswers: number;
  /** The contract's `approved`: corrects reached the minimum. */
  approved: boolean;
  /** Attempts still allowed; null when there is no limit. */
  attemptsLeft: number | null;
  /** The questionnaire finished by itself when the time ran out. */
  timeOver?: boolean;
  /** 'Tentar novamente': a new attempt, offered when failed with attempts left. */
  onRetry: () => void;
  retrying?: boolean;
  /** 'Próximo conteúdo'; null on the last content or when it cannot open. */
  nextContentHref?: string | null;
  className?: string;
};

/**
 * Corrects over total against the minimum, and what the learner can do next — retry
 * while attempts remain, go to the next content.
 */
export function QuestionnaireResult({
  corrects,
  numberOfQuestions,
  minCorrectAnswers,
  approved,
  attemptsLeft,
  timeOver = false,
  onRetry,
  retrying = false,
  nextContentHref,
  className,
}: QuestionnaireResultProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result takes the place of the page the learner was on: reading goes on from its heading.
  useEffect(() => headingRef.current?.focus(), []);
  const tone = approved ? 'success' : 'danger';
  const canRetry = !approved && (attemptsLeft === null || attemptsLeft > 0);
  const attemptsNote = approved
    ? null
    : !canRetry
      ? TEXT.noAttempts
      : attemptsLeft !== null
        ? TEXT.attemptsLeft(attemptsLeft)
        : null;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="questionnaire-result"
      data-outcome={approved ? 'passed' : canRetry ? 'failed' : 'no-attempts'}
      className={cn('flex flex-col gap-4 rounded-card bg-surface p-6 shadow-sm', className)}
    >
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="text-xl font-bold text-ink outline-none"
      >
        {TEXT.heading}
      </h2>
      <div
        className={cn(
          'flex items-center gap-4 rounded-control border p-4',
          TONE_CLASSES[tone].border,
          TONE_CLASSES[tone].surface,
        )}
      >
        <span className={TONE_CLASSES[tone].ink}>
          {approved ? <CheckCircleIcon size="4xl" /> : <CrossCircleIcon size="4xl" />}
        </span>
        <div className="flex flex-col gap-1">
          <p className="text-lg font-bold text-ink">{approved ? TEXT.passed : TEXT.failed}</p>
          <p className="text-base text-ink">
            <span className="font-semibold tabular-nums">
              {TEXT.score(corrects, numberOfQuestions)}
            </span>
          </p>
          <p className="text-sm text-ink-muted">{TEXT.minimum(minCorrectAnswers)}</p>
        </div>
      </div>
      {timeOver && <p className="text-sm text-ink">{TEXT.timeOver}</p>}
      {attemptsNote && <p className="text-sm text-ink">{attemptsNote}</p>}
      <div className="flex flex-wrap gap-3">
        {canRetry && (
          <Button loading={retrying} onClick={onRetry}>
            {TEXT.retry}
          </Button>
        )}
        {nextContentHref && (
          <Link
            href={nextContentHref}
            className={buttonVariants({ variant: approved ? 'primary' : 'secondary' })}
          >
            {TEXT.next}
          </Link>
        )}
      </div>
    </section>
  );
}
