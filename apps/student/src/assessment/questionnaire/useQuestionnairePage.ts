import type { components } from '@decola/api-client';
import { isDecolaError, type DecolaError } from '@decola/api-client';
import { shuffleForAttempt } from '@decola/domain';
import { READY } from '@decola/ui';
import { queryOptions, useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contentQuery } from '../../api/contents';
import { exerciseQuery } from '../../api/questionnaires';
import { asyncStateOf } from '../../api/asyncState';
import type { QuestionnaireRoute } from './questionnaireRoute';

export type QuestionnairePage = components['schemas']['QuestionnairePage'];

/** The page's call: the content's own under its content, the exercise set's by id alone. */
export function pageOptions(route: QuestionnaireRoute, page: number) {
  const { queryKey, queryFn } =
    route.kind === 'content'
      ? contentQuery.questionnairePage(
          route.provider.owner,
          route.contentId,
          route.questionnaireId,
          page,
        )
      : exerciseQuery.page(route.questionnaireId, page);
  // Two keys of the same page's answer: one options type for both.
  return queryOptions<QuestionnairePage, DecolaError, QuestionnairePage, QueryKey>({
    queryKey,
    queryFn: queryFn as QueryFunction<QuestionnairePage, QueryKey>,
  });
}

/**
 * One page of the questionnaire, its alternatives in this attempt's order (seeded by
 * the questionnaire and question ids, so a reload, back/forward or a second tab shows the same).
 */
export function useQuestionnairePage(route: QuestionnaireRoute, page: number) {
  const options = pageOptions(route, page);
  // Another tab may have answered or finished it: what comes back to this one is read again.
  const query = useQuery({ ...options, refetchOnWindowFocus: 'always' });
  const data = query.data;
  const question = useMemo(
    () =>
      data && {
        ...data.question,
        alternatives: shuffleForAttempt(
          data.question.alternatives ?? [],
          data.questionnaire.id,
          data.question.id,
        ),
      },
    [data],
  );
  const notFound = isDecolaError(query.error) && query.error.status === 404;
  return {
    queryKey: options.queryKey,
    questionnaire: data?.questionnaire,
    question,
    notFound,
    // Not found is the not-found page's to say, not a failure to retry.
    state: notFound ? READY : asyncStateOf(query),
  };
}
