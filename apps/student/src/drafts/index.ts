import { Drafts } from './drafts';
import { indexedDbDraftStore, memoryDraftStore } from './draftStore';

/** The tab's drafts: every form a learner fills in on a content or a questionnaire keeps one. */
export const drafts = new Drafts(
  typeof indexedDB === 'undefined' ? memoryDraftStore() : indexedDbDraftStore(),
  () => Date.now(),
);
