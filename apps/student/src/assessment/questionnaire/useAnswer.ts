import type { components } from '@decola/api-client';
import { contentKeys } from '@decola/api-client/react-query';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '@decola/ui';
import { useRef } from 'react';
import { exerciseMutation, questionnaireMutation } from '../../api/questionnaires';
import { useErrorToast } from '../../shell/useErrorToast';
import type { ContentProvider } from '../../viewer/provider';
import type { QuestionnairePage } from './useQuestionnairePage';

type Question = components['schemas']['Question'];

// Not in the spec: the exercise route of an event's questionnaire cannot send a text answer.
const TEXT_FROM_EVENT = 'Abra este questionário pelo conteúdo do evento para enviar a resposta.';

type AnswerPlace = {
  questionnaireId: number;
  page: number;
  /** The page's cache entry: the answered question replaces it at once. */
  queryKey: QueryKey;
  /** The content the questionnaire belongs to, when known: its calls answer (docs/decisions.md). */
  content: { provider: ContentProvider; contentId: number } | null;
};

/**
 * Sends a page's answer once: never while one is on its way, never for an answered question or a
 * locked page. A failed send changes nothing on the page: the form keeps the choice or the text, and
 * the learner sends it again (issue 17 §3, §6).
 */
export function useAnswer(place: AnswerPlace, question: Question | undefined, locked: boolean) {
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const toast = useToast();
  const alternative = useMutation(questionnaireMutation.answerAlternative());
  const descriptive = useMutation(questionnaireMutation.answerDescriptive());
  const byExercise = useMutation(exerciseMutation.answer());
  const inFlight = useRef(new Set<number>());

  const answered = question?.status === 'ANSWERED';
  const open = question !== undefined && !answered && !locked;

  const send = async (run: () => Promise<Question>) => {
    if (!question || !open || inFlight.current.has(question.id)) return;
    inFlight.current.add(question.id);
    try {
      const result = await run();
      queryClient.setQueryData<QuestionnairePage>(place.queryKey, (page) =>
        page ? { ...page, question: result } : page,
      );
      if (place.content)
        void queryClient.invalidateQueries({
          queryKey: contentKeys.detail(place.content.provider.owner, place.content.contentId),
          exact: true,
        });
    } catch (error) {
      showError(error);
      // Answered elsewhere (another tab), or the time ran out: the page says what it is now.
      void queryClient.invalidateQueries({ queryKey: place.queryKey });
    } finally {
      inFlight.current.delete(question.id);
    }
  };

  const ref = place.content && {
    owner: place.content.provider.owner,
    contentId: place.content.contentId,
    questionnaireId: place.questionnaireId,
    page: place.page,
  };

  return {
    sending: alternative.isPending || descriptive.isPending || byExercise.isPending,
    sendAlternative: (alternativeId: number) =>
      send(() =>
        ref
          ? alternative.mutateAsync({ ...ref, alternativeId })
          : byExercise.mutateAsync({
              id: place.questionnaireId,
              questionId: question?.id ?? 0,
              alternativeId,
              page: place.page,
            }),
      ),
    /** A descriptive answer goes through the content's call, which an event's names no class for. */
    sendText: (answer: string) =>
      ref
        ? send(() => descriptive.mutateAsync({ ...ref, answer }))
        : Promise.resolve(toast.show('danger', TEXT_FROM_EVENT)),
  };
}
