import { LIMITS } from '@decola/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../primitives/Button';
import { TextArea } from '../../../primitives/TextArea';
import { QUESTIONNAIRE_TEXT } from '../questionnaireText';
import type { QuestionDraft, QuestionnaireQuestionData } from '../types';
import { AlternativeChoice } from './AlternativeChoice';

const TEXT = QUESTIONNAIRE_TEXT.question;

export type QuestionnaireQuestionProps = {
  question: QuestionnaireQuestionData;
  /** The page it is asked on, from 1. */
  page: number;
  numberOfQuestions: number;
  /** Time over or questionnaire finished: nothing can be answered any more. */
  locked?: boolean;
  /** While the answer is on its way. A failed send keeps the choice or the text, to try again. */
  sending?: boolean;
  onChooseAlternative: (alternativeId: number) => void;
  onSendAnswer: (answer: string) => void;
  /** The choice or text the learner had before (a reload, a login on the way), not yet sent. */
  draft?: QuestionDraft | null;
  /** Every choice and keystroke of an open question, to keep it as a draft. */
  onDraftChange?: (draft: QuestionDraft) => void;
  className?: string;
};

const isAnswered = (question: QuestionnaireQuestionData): boolean =>
  question.status === 'ANSWERED' || question.alternativeAnswered != null || question.answer != null;

/**
 * One question of a page — alternatives as a radio group sent with 'Responder', or a
 * descriptive answer with the contract's maxLength. Answered or locked, it only shows what was sent.
 */
export function QuestionnaireQuestion({
  question,
  page,
  numberOfQuestions,
  locked = false,
  sending = false,
  onChooseAlternative,
  onSendAnswer,
  draft,
  onDraftChange,
  className,
}: QuestionnaireQuestionProps) {
  const headingId = useId();
  const descriptionId = useId();
  const answered = isAnswered(question);
  const [chosen, setChosen] = useState<number | null>(
    question.alternativeAnswered ?? draft?.alternativeId ?? null,
  );
  const [text, setText] = useState(question.answer ?? draft?.text ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  const open = !answered && !locked;

  // The send button leaves once the answer is in: focus goes to what the page says about it.
  useEffect(() => {
    if (answered && submitted) feedbackRef.current?.focus();
  }, [answered, submitted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!open || sending) return;
    if (question.type === 1) {
      if (chosen === null) return setProblem(TEXT.chooseFirst);
      setProblem(null);
      setSubmitted(true);
      onChooseAlternative(chosen);
      return;
    }
    if (text.trim() === '') return setProblem(TEXT.emptyAnswer);
    setProblem(null);
    setSubmitted(true);
    onSendAnswer(text.trim());
  };

  const feedback = !answered
    ? locked
      ? TEXT.unanswered
      : ''
    : question.type === 2 || question.correctAnswer == null
      ? TEXT.sent
      : question.correctAnswer === question.alternativeAnswered
        ? TEXT.right
        : TEXT.wrong;

  return (
    <section
      aria-labelledby={headingId}
      data-slot="questionnaire-question"
      data-state={answered ? 'answered' : locked ? 'locked' : 'open'}
      className={cn('flex flex-col gap-4', className)}
    >
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {TEXT.heading(page, numberOfQuestions)}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {question.type === 1 ? (
          <AlternativeChoice
            question={question}
            descriptionId={descriptionId}
            chosen={chosen}
            onChoose={(id) => {
              setChosen(id);
              setProblem(null);
              onDraftChange?.({ alternativeId: id });
            }}
            disabled={!open}
            error={problem}
          />
        ) : (
          <>
            <p id={descriptionId} className="text-lg font-semibold text-ink">
              {question.description}
            </p>
            <TextArea
              label={TEXT.yourAnswer}
              name={`answer-${question.id}`}
              aria-describedby={descriptionId}
              rows={6}
              required={open}
              counter
              maxLength={LIMITS.descriptiveAnswerMaxLength}
              value={answered ? (question.answer ?? '') : text}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(null);
                onDraftChange?.({ text: event.target.value });
              }}
              readOnly={answered}
              disabled={locked && !answered}
              error={problem}
            />
          </>
        )}
        {open && (
          <Button type="submit" className="self-start" loading={sending}>
            {question.type === 1 ? TEXT.answer : TEXT.send}
          </Button>
        )}
      </form>
      <p
        ref={feedbackRef}
        tabIndex={-1}
        role="status"
        data-slot="question-feedback"
        className={cn('text-sm font-medium text-ink outline-none', !feedback && 'sr-only')}
      >
        {feedback}
      </p>
    </section>
  );
}
