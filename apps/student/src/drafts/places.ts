import type { ContentRef } from '@decola/api-client/react-query';
import { contentTarget } from '../api/outbox/writes';

/** Which form a draft belongs to: one new note, doubt and rating per content, one answer a page. */
export const draftPlace = {
  note: (ref: ContentRef) => `note/${contentTarget(ref)}`,
  doubt: (ref: ContentRef) => `doubt/${contentTarget(ref)}`,
  rating: (ref: ContentRef) => `rating/${contentTarget(ref)}`,
  /** Questionnaire ids name one attempt: a new attempt starts without the old one's choices. */
  answer: (questionnaireId: number, page: number) =>
    `answer/questionnaire:${questionnaireId}/page:${page}`,
};

/** A new note being written: where in the content, and its text. */
export type NoteDraft = { seconds: number; text: string };
