import type { ContentOwner } from '@decola/api-client/react-query';

/** A course content's tab of the learner's voice (ratings, doubts). */
export type ContentTabProps = {
  owner: ContentOwner;
  contentId: number;
  /** The tab was opened: its calls start then, not with every content. */
  opened: boolean;
};
