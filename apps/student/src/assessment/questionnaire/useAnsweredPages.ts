import type { components } from '@decola/api-client';
import { questionnairePages } from '@decola/domain';
import { useQueries } from '@tanstack/react-query';
import type { QuestionnaireRoute } from './questionnaireRoute';
import { pageOptions } from './useQuestionnairePage';

type Question = components['schemas']['Question'];

/**
 * The pages whose question is answered, for the page list: every page is read once (the next
 * page then opens at once), and the shown page's own question counts as soon as it is answered.
 */
export function useAnsweredPages(
  route: QuestionnaireRoute,
  numberOfQuestions: number,
  page: number,
  question: Question | undefined,
): number[] {
  const pages = useQueries({
    queries: questionnairePages(numberOfQuestions).map((number) => pageOptions(route, number)),
  });
  return questionnairePages(numberOfQuestions).filter((number, index) =>
    number === page
      ? question?.status === 'ANSWERED'
      : pages[index]?.data?.question.status === 'ANSWERED',
  );
}
