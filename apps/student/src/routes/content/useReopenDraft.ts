import type { ContentRef } from '@decola/api-client/react-query';
import { useState } from 'react';
import { contentTarget } from '../../api/outbox/writes';
import { draftPlace, type NoteDraft } from '../../drafts/places';
import { useDraft } from '../../drafts/useDraft';

type Reopen = {
  /** The new note's composer, at the moment the draft was written for. */
  note: (seconds: number) => void;
  tab: (id: 'doubts' | 'ratings') => void;
};

/**
 * A content opened with a draft kept for it opens where the learner was writing: the new note at
 * its moment, else the doubts tab, else the ratings tab (a course's contents only have those) —
 * once per content, when the drafts are read.
 */
export function useReopenDraft(ref: ContentRef, courseTabs: boolean, reopen: Reopen): void {
  const note = useDraft<NoteDraft>(draftPlace.note(ref));
  const doubt = useDraft(draftPlace.doubt(ref));
  const rating = useDraft(draftPlace.rating(ref));
  const target = contentTarget(ref);
  const [reopened, setReopened] = useState<string | null>(null);
  // Adjusted while rendering (React's pattern for state that follows a value): the screen's own
  // tab and composer state, set before it paints.
  if (!note.ready || reopened === target) return;
  setReopened(target);
  if (note.value) reopen.note(note.value.seconds);
  else if (courseTabs && doubt.value) reopen.tab('doubts');
  else if (courseTabs && rating.value) reopen.tab('ratings');
}
