import type { components } from '@decola/api-client';
import { contentKeys, exerciseKeys } from '@decola/api-client/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { exerciseMutation } from '../../api/questionnaires';
import { useErrorToast } from '../../shell/useErrorToast';
import type { ContentProvider } from '../../viewer/provider';

type Questionnaire = components['schemas']['Questionnaire'];

/**
 * Finishes the questionnaire through the exercise set (docs/decisions.md), once: by itself when
 * the time is over, or at the learner's 'Finalizar'. A questionnaire already finished (a reload,
 * another tab) is finished again to read its result: the call answers the same one.
 */
export function useFinish(
  questionnaire: Questionnaire | undefined,
  secondsLeft: number | null,
  content: { provider: ContentProvider; contentId: number } | null,
) {
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const finish = useMutation(exerciseMutation.finish());
  const asked = useRef<number | null>(null);

  const run = (questionnaireId: number) => {
    if (asked.current === questionnaireId) return;
    asked.current = questionnaireId;
    finish.mutate(questionnaireId, {
      onSuccess: (result) => {
        void queryClient.invalidateQueries({
          queryKey: exerciseKeys.cover(result.questionnaire.exerciseId),
        });
        if (!content) return;
        const { owner } = content.provider;
        void queryClient.invalidateQueries({ queryKey: contentKeys.list(owner) });
        void queryClient.invalidateQueries({
          queryKey: contentKeys.detail(owner, content.contentId),
          exact: true,
        });
      },
      onError: (error) => {
        // Another try stays possible: 'Finalizar' asks again.
        asked.current = null;
        showError(error);
      },
    });
  };

  const over = secondsLeft === 0 || Boolean(questionnaire?.finishedAt);
  useEffect(() => {
    if (questionnaire && over) run(questionnaire.id);
    // Once per questionnaire, when its time is over or it was finished elsewhere.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [questionnaire?.id, over]);

  return {
    result: finish.data ?? null,
    finishing: finish.isPending,
    /** Its time ran out (or it was finished elsewhere): answers are locked. */
    over,
    /**
     * Met already finished (a reload, another tab): its result is on its way, so its question page
     * is not shown meanwhile. A failed finish shows the page, locked, with 'Finalizar' to ask again.
     */
    readingResult: Boolean(questionnaire?.finishedAt) && !finish.data && !finish.isError,
    finish: () => questionnaire && run(questionnaire.id),
  };
}
