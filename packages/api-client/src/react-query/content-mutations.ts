import type { DecolaClient } from '../client.js';
import type { components } from '../schema.js';
import { contentCall, isCourseOwner, type ContentOwner } from './content-paths.js';
import { contentKeys } from './contents.js';
import { courseKeys } from './course-keys.js';
import { decolaMutation } from './options.js';

type Schemas = components['schemas'];

/** One content of a course or of an event class. */
export interface ContentRef {
  owner: ContentOwner;
  contentId: number;
}

/** A save that may be sent as the page goes away: `keepalive` lets the request outlive it. */
export interface Leaving {
  keepalive?: boolean;
}

export type CheckpointSave = ContentRef & Leaving & { body: Schemas['CheckpointInput'] };
export type ScormCheckpointsSave = ContentRef &
  Leaving & { body: Schemas['ScormCheckpointsInput'] };
export type ProgressSave = ContentRef & Leaving & { body: Schemas['ProgressInput'] };
export type NoteCreation = ContentRef & { body: Schemas['NoteInput'] };
export type NoteUpdate = ContentRef & { body: Schemas['NoteUpdate'] };
export type NoteDeletion = ContentRef & { noteId: number };
export type RatingCreation = ContentRef & { body: Schemas['RatingInput'] };
export type RatingRef = ContentRef & { ratingId: number };
export type DoubtCreation = ContentRef & { body: Schemas['DoubtInput'] };
export type QuestionCreation = ContentRef & { body: Schemas['QuestionInput'] };

export const contentMutationKeys = {
  initialize: [...contentKeys.all, 'initialize'],
  saveCheckpoint: [...contentKeys.all, 'saveCheckpoint'],
  saveScormCheckpoints: [...contentKeys.all, 'saveScormCheckpoints'],
  saveProgress: [...contentKeys.all, 'saveProgress'],
  finish: [...contentKeys.all, 'finish'],
  createNote: [...contentKeys.all, 'createNote'],
  updateNote: [...contentKeys.all, 'updateNote'],
  deleteNote: [...contentKeys.all, 'deleteNote'],
  createRating: [...contentKeys.all, 'createRating'],
  deleteRating: [...contentKeys.all, 'deleteRating'],
  likeRating: [...contentKeys.all, 'likeRating'],
  unlikeRating: [...contentKeys.all, 'unlikeRating'],
  createDoubt: [...contentKeys.all, 'createDoubt'],
  createQuestion: [...contentKeys.all, 'createQuestion'],
} as const;

/**
 * The content writes as plain calls, for whoever sends them outside a mutation (a queue of writes
 * waiting for the network); the mutations below are these same calls.
 */
export function contentWrites(api: DecolaClient) {
  const of = ({ contentId }: ContentRef) => ({ path: { contentId } });
  return {
    initialize: (ref: ContentRef) =>
      contentCall(api, 'post', ref.owner, '/{contentId}/initialize', { params: of(ref) }),
    saveCheckpoint: ({ body, keepalive, ...ref }: CheckpointSave) =>
      contentCall(api, 'post', ref.owner, '/{contentId}/checkpoints', {
        params: of(ref),
        body,
        keepalive,
      }),
    saveScormCheckpoints: ({ body, keepalive, ...ref }: ScormCheckpointsSave) =>
      contentCall(api, 'post', ref.owner, '/{contentId}/scorm/checkpoints', {
        params: of(ref),
        body,
        keepalive,
      }),
    /** Saved every 15 s with the playback rate until the minimum is reached. */
    saveProgress: ({ body, keepalive, ...ref }: ProgressSave) =>
      contentCall(api, 'post', ref.owner, '/{contentId}/progress', {
        params: of(ref),
        body,
        keepalive,
      }),
    // Event contents answer Done: for events, finishing simply succeeds.
    finish: (ref: ContentRef): Promise<Schemas['ContentStatus'] | Schemas['Done']> =>
      contentCall(api, 'post', ref.owner, '/{contentId}/finish', { params: of(ref) }),
    createNote: ({ body, ...ref }: NoteCreation) =>
      contentCall(api, 'post', ref.owner, '/{contentId}/notes', { params: of(ref), body }),
    updateNote: ({ body, ...ref }: NoteUpdate) =>
      contentCall(api, 'post', ref.owner, '/{contentId}/notes/{noteId}', {
        params: { path: { contentId: ref.contentId, noteId: body.id } },
        body,
      }),
    deleteNote: ({ noteId, ...ref }: NoteDeletion) =>
      contentCall(api, 'delete', ref.owner, '/{contentId}/notes/{noteId}', {
        params: { path: { contentId: ref.contentId, noteId } },
      }),
    createRating: ({ body, ...ref }: RatingCreation) =>
      contentCall(api, 'post', ref.owner, '/{contentId}/ratings', { params: of(ref), body }),
    deleteRating: ({ ratingId, ...ref }: RatingRef) =>
      contentCall(api, 'delete', ref.owner, '/{contentId}/rating/{ratingId}', {
        params: { path: { contentId: ref.contentId, ratingId } },
      }),
    createDoubt: ({ body, ...ref }: DoubtCreation) =>
      contentCall(api, 'post', ref.owner, '/{contentId}/doubts', { params: of(ref), body }),
    createQuestion: ({ body, ...ref }: QuestionCreation) =>
      contentCall(api, 'post', ref.owner, '/{contentId}/questions', { params: of(ref), body }),
  };
}

export function contentMutations(api: DecolaClient) {
  const writes = contentWrites(api);
  // Progress changes the content list (status, blocked, released) and the course in every list.
  const progressKeys = ({ owner, contentId }: ContentRef) => [
    contentKeys.list(owner),
    contentKeys.detail(owner, contentId),
    ...(isCourseOwner(owner) ? [courseKeys.detail(owner.courseId), courseKeys.lists()] : []),
  ];
  const notesOf = (ref: ContentRef) => [contentKeys.notes(ref.owner, ref.contentId)];
  const ratingsOf = (ref: ContentRef) => [contentKeys.ratings(ref.owner, ref.contentId)];
  const doubtsOf = (ref: ContentRef) => [
    contentKeys.doubts(ref.owner, ref.contentId),
    contentKeys.questions(ref.owner, ref.contentId),
  ];

  return {
    initialize: () => decolaMutation(contentMutationKeys.initialize, writes.initialize),
    saveCheckpoint: () => decolaMutation(contentMutationKeys.saveCheckpoint, writes.saveCheckpoint),
    saveScormCheckpoints: () =>
      decolaMutation(contentMutationKeys.saveScormCheckpoints, writes.saveScormCheckpoints),
    saveProgress: () => decolaMutation(contentMutationKeys.saveProgress, writes.saveProgress),
    /** Finishing reloads all contents. */
    finish: () => decolaMutation(contentMutationKeys.finish, writes.finish, progressKeys),
    createNote: () => decolaMutation(contentMutationKeys.createNote, writes.createNote, notesOf),
    updateNote: () => decolaMutation(contentMutationKeys.updateNote, writes.updateNote, notesOf),
    deleteNote: () => decolaMutation(contentMutationKeys.deleteNote, writes.deleteNote, notesOf),
    createRating: () =>
      decolaMutation(contentMutationKeys.createRating, writes.createRating, ratingsOf),
    deleteRating: () =>
      decolaMutation(contentMutationKeys.deleteRating, writes.deleteRating, ratingsOf),
    /** Like and unlike toggle; the content's ratings are refreshed. */
    likeRating: () =>
      decolaMutation(
        contentMutationKeys.likeRating,
        ({ ratingId }: RatingRef) =>
          api.post('/api/decola/rate/{ratingId}/likes', { params: { path: { ratingId } } }),
        ratingsOf,
      ),
    unlikeRating: () =>
      decolaMutation(
        contentMutationKeys.unlikeRating,
        ({ ratingId }: RatingRef) =>
          api.delete('/api/decola/rate/{ratingId}/likes', { params: { path: { ratingId } } }),
        ratingsOf,
      ),
    createDoubt: () =>
      decolaMutation(contentMutationKeys.createDoubt, writes.createDoubt, doubtsOf),
    createQuestion: () =>
      decolaMutation(contentMutationKeys.createQuestion, writes.createQuestion, doubtsOf),
  };
}
