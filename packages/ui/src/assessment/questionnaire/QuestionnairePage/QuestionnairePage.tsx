import { cn } from '../../../lib/cn';
import { TONE_CLASSES } from '../../../lib/tone';
import { Spinner } from '../../../primitives/Spinner';
import { QuestionnaireNavigation } from '../QuestionnaireNavigation';
import { QuestionnaireQuestion } from '../QuestionnaireQuestion';
import { QuestionnaireTimer } from '../QuestionnaireTimer';
import { QUESTIONNAIRE_TEXT } from '../questionnaireText';
import type { QuestionDraft, QuestionnaireQuestionData } from '../types';

export type QuestionnairePageProps = {
  /** The exercise's title: the page's heading. */
  title: string;
  /** The page in the URL, from 1. */
  page: number;
  numberOfQuestions: number;
  /** Seconds left (domain `remainingSeconds`); null for a questionnaire without a time limit. */
  remainingSeconds: number | null;
  /** The page's question; null while it loads. */
  question: QuestionnaireQuestionData | null;
  /** The questionnaire was finished: its answers are locked. */
  finished?: boolean;
  /** While an answer is on its way. */
  sending?: boolean;
  onChooseAlternative: (alternativeId: number) => void;
  onSendAnswer: (answer: string) => void;
  /** The page's answer the learner had chosen or written before, not yet sent. */
  draft?: QuestionDraft | null;
  /** Every change to the page's answer, to keep it as a draft. */
  onDraftChange?: (draft: QuestionDraft) => void;
  hrefForPage: (page: number) => string;
  answeredPages?: readonly number[];
  onFinish: () => void;
  finishing?: boolean;
  className?: string;
};

/** One page of a questionnaire — the time left, its question, and the pages. */
export function QuestionnairePage({
  title,
  page,
  numberOfQuestions,
  remainingSeconds,
  question,
  finished = false,
  sending = false,
  onChooseAlternative,
  onSendAnswer,
  draft,
  onDraftChange,
  hrefForPage,
  answeredPages,
  onFinish,
  finishing = false,
  className,
}: QuestionnairePageProps) {
  const timeOver = remainingSeconds !== null && remainingSeconds <= 0;
  const locked = finished || timeOver;
  return (
    <article
      data-slot="questionnaire-page"
      className={cn('flex flex-col gap-6 rounded-card bg-surface p-6 shadow-sm', className)}
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {remainingSeconds !== null && <QuestionnaireTimer remainingSeconds={remainingSeconds} />}
      </header>
      {locked && (
        <p
          className={cn(
            'rounded-control border px-4 py-3 text-sm font-medium text-ink',
            TONE_CLASSES.warning.border,
            TONE_CLASSES.warning.surface,
          )}
        >
          {finished ? QUESTIONNAIRE_TEXT.page.finished : QUESTIONNAIRE_TEXT.page.timeOver}
        </p>
      )}
      {question ? (
        <QuestionnaireQuestion
          // A new page starts from what its question says, not from the previous page's choice.
          key={question.id}
          question={question}
          page={page}
          numberOfQuestions={numberOfQuestions}
          locked={locked}
          sending={sending}
          onChooseAlternative={onChooseAlternative}
          onSendAnswer={onSendAnswer}
          draft={draft}
          onDraftChange={onDraftChange}
        />
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner size="sm" decorative />
          {QUESTIONNAIRE_TEXT.question.loading}
        </p>
      )}
      <QuestionnaireNavigation
        page={page}
        numberOfQuestions={numberOfQuestions}
        hrefForPage={hrefForPage}
        answeredPages={answeredPages}
        onFinish={onFinish}
        finishing={finishing}
      />
    </article>
  );
}
