import { questionnairePages } from '@decola/domain';
import { useState } from 'react';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon } from '../../../icons';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../lib/focusRing';
import { Button, buttonVariants } from '../../../primitives/Button';
import { Link } from '../../../primitives/Link';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { QUESTIONNAIRE_TEXT } from '../questionnaireText';

const TEXT = QUESTIONNAIRE_TEXT.navigation;

export type QuestionnaireNavigationProps = {
  /** The page shown, from 1. */
  page: number;
  numberOfQuestions: number;
  /** The address of a page (pages live in the URL: …/page/:page). */
  hrefForPage: (page: number) => string;
  /** Pages whose question the learner answered, marked in the list. */
  answeredPages?: readonly number[];
  /** 'Finalizar' (confirmed first when questions are unanswered): finishes, shows the result. */
  onFinish: () => void;
  finishing?: boolean;
  className?: string;
};

const stepClass = buttonVariants({ variant: 'secondary', size: 'sm' });

/** Pages 1 to numberOfQuestions as links, previous and next, and 'Finalizar'. */
export function QuestionnaireNavigation({
  page,
  numberOfQuestions,
  hrefForPage,
  answeredPages = [],
  onFinish,
  finishing = false,
  className,
}: QuestionnaireNavigationProps) {
  const pages = questionnairePages(numberOfQuestions);
  const unanswered = pages.filter((entry) => !answeredPages.includes(entry)).length;
  const [asking, setAsking] = useState(false);
  return (
    <nav
      aria-label={TEXT.label}
      data-slot="questionnaire-navigation"
      className={cn('flex flex-col gap-4', className)}
    >
      <ol className="flex flex-wrap gap-2">
        {pages.map((entry) => {
          const current = entry === page;
          const answered = answeredPages.includes(entry);
          return (
            <li key={entry}>
              <Link
                href={hrefForPage(entry)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'relative inline-flex size-10 items-center justify-center rounded-control border text-sm font-semibold',
                  focusRing,
                  current
                    ? 'border-primary bg-primary text-on-primary'
                    : answered
                      ? 'border-primary-ink bg-primary-soft text-primary-ink hover:bg-surface'
                      : 'border-line bg-surface text-ink hover:bg-primary-soft',
                )}
              >
                <span className="sr-only">
                  {answered ? `${TEXT.page(entry)}, ${TEXT.answered}` : TEXT.page(entry)}
                </span>
                <span aria-hidden="true">{entry}</span>
                {answered && (
                  <CheckIcon
                    size="xs"
                    className="absolute -end-1 -top-1 rounded-full bg-surface text-primary-ink"
                  />
                )}
              </Link>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        {page > 1 && (
          <Link href={hrefForPage(page - 1)} className={stepClass}>
            <ChevronLeftIcon size="sm" />
            {TEXT.previous}
          </Link>
        )}
        {page < numberOfQuestions && (
          <Link href={hrefForPage(page + 1)} className={stepClass}>
            {TEXT.next}
            <ChevronRightIcon size="sm" />
          </Link>
        )}
        <Button
          size="sm"
          className="ms-auto"
          loading={finishing}
          onClick={() => (unanswered > 0 ? setAsking(true) : onFinish())}
        >
          {TEXT.finish}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={TEXT.unanswered(unanswered)}
        message={TEXT.unansweredMessage}
        confirmLabel={TEXT.finish}
        cancelLabel={TEXT.keepAnswering}
        confirmVariant="primary"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onFinish();
        }}
      />
    </nav>
  );
}
