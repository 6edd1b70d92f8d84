import { useId } from 'react';
import { CheckCircleIcon, CrossCircleIcon } from '../../../icons';
import { cn } from '../../../lib/cn';
import { HAS_FOCUS_RING } from '../../../lib/focusRing';
import { TONE_CLASSES } from '../../../lib/tone';
import { QUESTIONNAIRE_TEXT } from '../questionnaireText';
import type { QuestionnaireQuestionData } from '../types';

const TEXT = QUESTIONNAIRE_TEXT.question;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

type AlternativeChoiceProps = {
  question: QuestionnaireQuestionData;
  descriptionId: string;
  chosen: number | null;
  onChoose: (alternativeId: number) => void;
  disabled: boolean;
  error: string | null;
};

/** The alternatives as native radios in a radio group named by the question. */
export function AlternativeChoice({
  question,
  descriptionId,
  chosen,
  onChoose,
  disabled,
  error,
}: AlternativeChoiceProps) {
  const errorId = useId();
  const name = `question-${question.id}`;
  const answered = question.alternativeAnswered != null;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={descriptionId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend id={descriptionId} className="mb-2 text-lg font-semibold text-ink">
        {question.description}
      </legend>
      {(question.alternatives ?? []).map((alternative, index) => {
        const id = `${name}-${alternative.id}`;
        const markId = `${id}-mark`;
        const isCorrect = answered && question.correctAnswer === alternative.id;
        const isWrongChoice =
          answered && question.alternativeAnswered === alternative.id && !isCorrect;
        const mark = isCorrect ? TEXT.correctMark : isWrongChoice ? TEXT.chosenMark : null;
        return (
          <div
            key={alternative.id}
            data-slot="alternative"
            className={cn(
              'flex items-start gap-3 rounded-control border border-line bg-surface px-4 py-3',
              !answered && 'has-[:checked]:border-primary-ink has-[:checked]:bg-primary-soft',
              !disabled && HAS_FOCUS_RING.standard,
              isCorrect && [TONE_CLASSES.success.border, TONE_CLASSES.success.surface],
              isWrongChoice && [TONE_CLASSES.danger.border, TONE_CLASSES.danger.surface],
            )}
          >
            <input
              type="radio"
              id={id}
              name={name}
              value={alternative.id}
              checked={chosen === alternative.id}
              onChange={() => onChoose(alternative.id)}
              disabled={disabled}
              aria-describedby={mark ? markId : undefined}
              // The card carries the ring: the radio's own would be a second one inside it.
              className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <label htmlFor={id} className="flex grow gap-2 text-sm text-ink">
              <span aria-hidden="true" className="font-semibold text-ink-muted">
                {LETTERS[index]})
              </span>
              {alternative.description}
            </label>
            {mark && (
              <span
                id={markId}
                className={cn(
                  'inline-flex shrink-0 items-center gap-1 text-xs font-semibold',
                  isCorrect ? TONE_CLASSES.success.ink : TONE_CLASSES.danger.ink,
                )}
              >
                {isCorrect ? <CheckCircleIcon size="sm" /> : <CrossCircleIcon size="sm" />}
                {mark}
              </span>
            )}
          </div>
        );
      })}
      <p
        id={errorId}
        aria-live="polite"
        className={cn('text-xs font-medium text-danger', !error && 'sr-only')}
      >
        {error}
      </p>
    </fieldset>
  );
}
