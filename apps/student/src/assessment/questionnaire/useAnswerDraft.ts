import type { QuestionDraft } from '@decola/ui';
import { useEffect } from 'react';
import { draftPlace } from '../../drafts/places';
import { useDraft } from '../../drafts/useDraft';

/**
 * The page's choice or text, kept on the device until the server shows the question answered —
 * sent at once, or later by the outbox: a reload or a login on the way meanwhile finds it chosen.
 */
export function useAnswerDraft(
  questionnaireId: number,
  page: number,
  question: { status?: string } | undefined,
) {
  const draft = useDraft<QuestionDraft>(draftPlace.answer(questionnaireId, page));
  const answered = question?.status === 'ANSWERED';
  const kept = draft.value !== null;
  const { clear } = draft;
  useEffect(() => {
    if (answered && kept) clear();
  }, [answered, kept, clear]);
  return draft;
}
