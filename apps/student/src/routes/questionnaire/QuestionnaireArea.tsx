import { remainingSeconds } from '@decola/domain';
import {
  OutboxNotice,
  QuestionnairePage,
  QuestionnaireResult,
  QuestionnaireScreen,
  type AsyncState,
} from '@decola/ui';
import { contentTarget, exerciseTarget } from '../../api/outbox/writes';
import { useIsWaiting, useOutboxNotice } from '../../api/outbox/useOutboxNotice';
import { useQuery } from '@tanstack/react-query';
import { exerciseQuery } from '../../api/questionnaires';
import {
  contentOf,
  pageHrefOf,
  type QuestionnaireRoute,
} from '../../assessment/questionnaire/questionnaireRoute';
import { useAnswer } from '../../assessment/questionnaire/useAnswer';
import { useAnswerDraft } from '../../assessment/questionnaire/useAnswerDraft';
import { useAnsweredPages } from '../../assessment/questionnaire/useAnsweredPages';
import { useFinish } from '../../assessment/questionnaire/useFinish';
import { useNextSteps } from '../../assessment/questionnaire/useNextSteps';
import { useQuestionnairePage } from '../../assessment/questionnaire/useQuestionnairePage';
import { useSecondsLeft } from '../../assessment/questionnaire/useSecondsLeft';

const ANSWER_WRITES = ['answerAlternative', 'answerDescriptive', 'answerExercise'];
const LOADING: AsyncState = { status: 'loading' };

/** One questionnaire: its page while it runs, its result once finished. */
export function QuestionnaireArea({ route, page }: { route: QuestionnaireRoute; page: number }) {
  const current = useQuestionnairePage(route, page);
  const { questionnaire, question } = current;
  const content = contentOf(route, questionnaire);
  const secondsLeft = useSecondsLeft(questionnaire);
  const finish = useFinish(questionnaire, secondsLeft, content);
  const answer = useAnswer(
    { questionnaireId: route.questionnaireId, page, queryKey: current.queryKey, content },
    question,
    finish.over || finish.finishing || finish.result !== null,
  );
  const answeredPages = useAnsweredPages(
    route,
    questionnaire?.numberOfQuestions ?? 0,
    page,
    question,
  );
  const next = useNextSteps(finish.result, content);
  const cover = useQuery({
    ...exerciseQuery.cover(questionnaire?.exerciseId ?? 0),
    enabled: questionnaire !== undefined,
  });
  const draft = useAnswerDraft(route.questionnaireId, page, question);
  // An answer of this page kept on the device is on its way: not sent a second time.
  const answerWaiting = useIsWaiting(({ kind, payload }) => {
    const answer = payload as { questionnaireId?: number; id?: number; page: number };
    return (
      ANSWER_WRITES.includes(kind) &&
      (answer.questionnaireId ?? answer.id) === route.questionnaireId &&
      answer.page === page
    );
  });
  const outOfRange = questionnaire !== undefined && page > questionnaire.numberOfQuestions;
  const { result } = finish;
  const notice = useOutboxNotice(
    ANSWER_WRITES,
    content
      ? contentTarget({ owner: content.provider.owner, contentId: content.contentId })
      : exerciseTarget(route.questionnaireId),
  );

  return (
    <QuestionnaireScreen
      // A result waits for the cover's attempts: 'Tentar novamente' is only offered when one is left.
      state={finish.readingResult || (result && !next.outcome) ? LOADING : current.state}
      notFound={current.notFound || outOfRange}
      contentHref={content ? content.provider.contentHref(content.contentId) : null}
    >
      {questionnaire &&
        (result ? (
          <QuestionnaireResult
            corrects={result.corrects}
            numberOfQuestions={result.questionnaire.numberOfQuestions}
            minCorrectAnswers={result.questionnaire.minCorrectAnswers ?? 0}
            approved={result.approved}
            attemptsLeft={next.outcome?.attemptsLeft ?? null}
            // Finished when its time was up: by itself, not by 'Finalizar'.
            timeOver={
              remainingSeconds(
                result.questionnaire,
                result.questionnaire.finishedAt ?? new Date(),
              ) === 0
            }
            onRetry={next.retry ?? (() => undefined)}
            retrying={next.retrying}
            nextContentHref={next.nextHref}
          />
        ) : (
          <>
            <QuestionnairePage
              // Shown before the drafts were read: shown again, with the choice kept.
              key={draft.ready ? 'drafts-read' : 'drafts-reading'}
              draft={draft.value}
              onDraftChange={draft.save}
              title={cover.data?.title ?? ''}
              page={page}
              numberOfQuestions={questionnaire.numberOfQuestions}
              remainingSeconds={secondsLeft}
              question={question ?? null}
              finished={Boolean(questionnaire.finishedAt)}
              sending={answer.sending || answerWaiting}
              onChooseAlternative={(alternativeId) => void answer.sendAlternative(alternativeId)}
              onSendAnswer={(text) => void answer.sendText(text)}
              hrefForPage={(target) => pageHrefOf(route, target)}
              answeredPages={answeredPages}
              onFinish={finish.finish}
              finishing={finish.finishing}
            />
            <OutboxNotice {...notice} className="mt-3" />
          </>
        ))}
    </QuestionnaireScreen>
  );
}
