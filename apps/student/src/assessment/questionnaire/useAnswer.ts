import type { components } from '@decola/api-client';
import { contentKeys } from '@decola/api-client/react-query';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '@decola/ui';
import { useRef, useState } from 'react';
import { sendWrite, type Delivery } from '../../api/outbox';
import { useErrorToast } from '../../shell/useErrorToast';
import type { ContentProvider } from '../../viewer/provider';
import type { QuestionnairePage } from './useQuestionnairePage';

type Question = components['schemas']['Question'];

/** The answered question when the server has the answer; null while it waits on the device. */
const answeredQuestion = (delivery: Delivery): Question | null =>
  delivery.state === 'sent' ? (delivery.answer as Question) : null;

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
 * the learner sends it again.
 */
export function useAnswer(place: AnswerPlace, question: Question | undefined, locked: boolean) {
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(new Set<number>());

  const answered = question?.status === 'ANSWERED';
  const open = question !== undefined && !answered && !locked;

  const send = async (run: () => Promise<Question | null>) => {
    if (!question || !open || inFlight.current.has(question.id)) return;
    inFlight.current.add(question.id);
    setSending(true);
    try {
      const result = await run();
      // Kept on the device (offline, the server failing, the session gone): the choice stays on
      // screen, and the page is reloaded once the outbox has sent it.
      if (!result) return;
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
      setSending(false);
    }
  };

  const ref = place.content && {
    owner: place.content.provider.owner,
    contentId: place.content.contentId,
    questionnaireId: place.questionnaireId,
    page: place.page,
  };

  return {
    sending,
    sendAlternative: (alternativeId: number) =>
      send(() =>
        ref
          ? sendWrite('answerAlternative', { ...ref, alternativeId }).then(answeredQuestion)
          : sendWrite('answerExercise', {
              id: place.questionnaireId,
              questionId: question?.id ?? 0,
              alternativeId,
              page: place.page,
            }).then(answeredQuestion),
      ),
    /** A descriptive answer goes through the content's call, which an event's names no class for. */
    sendText: (answer: string) =>
      ref
        ? send(() => sendWrite('answerDescriptive', { ...ref, answer }).then(answeredQuestion))
        : Promise.resolve(toast.show('danger', TEXT_FROM_EVENT)),
  };
}
