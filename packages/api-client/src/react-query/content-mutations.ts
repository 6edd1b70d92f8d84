import type { DecolaClient } from '../client.js';
import type { components } from '../schema.js';
import type { ContentOwner } from './contents.js';
import { contentKeys, isCourseOwner } from './contents.js';
import { courseKeys } from './course-keys.js';
import { decolaMutation } from './options.js';

type Schemas = components['schemas'];

/** One content of a course or of an event class. */
export interface ContentRef {
  owner: ContentOwner;
  contentId: number;
}

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

export function contentMutations(api: DecolaClient) {
  // Progress changes the content list (status, blocked, released) and the course in every list.
  const progressKeys = ({ owner, contentId }: ContentRef) => [
    contentKeys.list(owner),
    contentKeys.detail(owner, contentId),
    ...(isCourseOwner(owner) ? [courseKeys.detail(owner.courseId), courseKeys.lists()] : []),
  ];

  return {
    initialize: () =>
      decolaMutation(contentMutationKeys.initialize, (ref: ContentRef) =>
        isCourseOwner(ref.owner)
          ? api.post('/api/decola/courses/{courseId}/contents/{contentId}/initialize', {
              params: { path: { ...ref.owner, contentId: ref.contentId } },
            })
          : api.post(
              '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/initialize',
              {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
              },
            ),
      ),
    saveCheckpoint: () =>
      decolaMutation(
        contentMutationKeys.saveCheckpoint,
        ({ body, ...ref }: ContentRef & { body: Schemas['CheckpointInput'] }) =>
          isCourseOwner(ref.owner)
            ? api.post('/api/decola/courses/{courseId}/contents/{contentId}/checkpoints', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
                body,
              })
            : api.post(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/checkpoints',
                {
                  params: { path: { ...ref.owner, contentId: ref.contentId } },
                  body,
                },
              ),
      ),
    saveScormCheckpoints: () =>
      decolaMutation(
        contentMutationKeys.saveScormCheckpoints,
        ({ body, ...ref }: ContentRef & { body: Schemas['ScormCheckpointsInput'] }) =>
          isCourseOwner(ref.owner)
            ? api.post('/api/decola/courses/{courseId}/contents/{contentId}/scorm/checkpoints', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
                body,
              })
            : api.post(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/scorm/checkpoints',
                {
                  params: { path: { ...ref.owner, contentId: ref.contentId } },
                  body,
                },
              ),
      ),
    /** spec 2 §4: saved every 15 s with the playback rate until the minimum is reached. */
    saveProgress: () =>
      decolaMutation(
        contentMutationKeys.saveProgress,
        ({ body, ...ref }: ContentRef & { body: Schemas['ProgressInput'] }) =>
          isCourseOwner(ref.owner)
            ? api.post('/api/decola/courses/{courseId}/contents/{contentId}/progress', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
                body,
              })
            : api.post(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/progress',
                {
                  params: { path: { ...ref.owner, contentId: ref.contentId } },
                  body,
                },
              ),
      ),
    /** spec 2 §4: finishing reloads all contents. */
    finish: () =>
      decolaMutation(
        contentMutationKeys.finish,
        // Event contents answer Done: for events, finishing simply succeeds (spec 2 §7).
        (ref: ContentRef): Promise<Schemas['ContentStatus'] | Schemas['Done']> =>
          isCourseOwner(ref.owner)
            ? api.post('/api/decola/courses/{courseId}/contents/{contentId}/finish', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
              })
            : api.post('/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/finish', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
              }),
        progressKeys,
      ),
    createNote: () =>
      decolaMutation(
        contentMutationKeys.createNote,
        ({ body, ...ref }: ContentRef & { body: Schemas['NoteInput'] }) =>
          isCourseOwner(ref.owner)
            ? api.post('/api/decola/courses/{courseId}/contents/{contentId}/notes', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
                body,
              })
            : api.post('/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/notes', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
                body,
              }),
        (ref) => [contentKeys.notes(ref.owner, ref.contentId)],
      ),
    updateNote: () =>
      decolaMutation(
        contentMutationKeys.updateNote,
        ({ body, ...ref }: ContentRef & { body: Schemas['NoteUpdate'] }) =>
          isCourseOwner(ref.owner)
            ? api.post('/api/decola/courses/{courseId}/contents/{contentId}/notes/{noteId}', {
                params: { path: { ...ref.owner, contentId: ref.contentId, noteId: body.id } },
                body,
              })
            : api.post(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/notes/{noteId}',
                {
                  params: { path: { ...ref.owner, contentId: ref.contentId, noteId: body.id } },
                  body,
                },
              ),
        (ref) => [contentKeys.notes(ref.owner, ref.contentId)],
      ),
    deleteNote: () =>
      decolaMutation(
        contentMutationKeys.deleteNote,
        ({ noteId, ...ref }: ContentRef & { noteId: number }) =>
          isCourseOwner(ref.owner)
            ? api.delete('/api/decola/courses/{courseId}/contents/{contentId}/notes/{noteId}', {
                params: { path: { ...ref.owner, contentId: ref.contentId, noteId } },
              })
            : api.delete(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/notes/{noteId}',
                {
                  params: { path: { ...ref.owner, contentId: ref.contentId, noteId } },
                },
              ),
        (ref) => [contentKeys.notes(ref.owner, ref.contentId)],
      ),
    createRating: () =>
      decolaMutation(
        contentMutationKeys.createRating,
        ({ body, ...ref }: ContentRef & { body: Schemas['RatingInput'] }) =>
          isCourseOwner(ref.owner)
            ? api.post('/api/decola/courses/{courseId}/contents/{contentId}/ratings', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
                body,
              })
            : api.post(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/ratings',
                {
                  params: { path: { ...ref.owner, contentId: ref.contentId } },
                  body,
                },
              ),
        (ref) => [contentKeys.ratings(ref.owner, ref.contentId)],
      ),
    deleteRating: () =>
      decolaMutation(
        contentMutationKeys.deleteRating,
        ({ ratingId, ...ref }: ContentRef & { ratingId: number }) =>
          isCourseOwner(ref.owner)
            ? api.delete('/api/decola/courses/{courseId}/contents/{contentId}/rating/{ratingId}', {
                params: { path: { ...ref.owner, contentId: ref.contentId, ratingId } },
              })
            : api.delete(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/rating/{ratingId}',
                {
                  params: { path: { ...ref.owner, contentId: ref.contentId, ratingId } },
                },
              ),
        (ref) => [contentKeys.ratings(ref.owner, ref.contentId)],
      ),
    /** spec 2 §4: like and unlike toggle; the content's ratings are refreshed. */
    likeRating: () =>
      decolaMutation(
        contentMutationKeys.likeRating,
        ({ ratingId }: ContentRef & { ratingId: number }) =>
          api.post('/api/decola/rate/{ratingId}/likes', { params: { path: { ratingId } } }),
        (ref) => [contentKeys.ratings(ref.owner, ref.contentId)],
      ),
    unlikeRating: () =>
      decolaMutation(
        contentMutationKeys.unlikeRating,
        ({ ratingId }: ContentRef & { ratingId: number }) =>
          api.delete('/api/decola/rate/{ratingId}/likes', { params: { path: { ratingId } } }),
        (ref) => [contentKeys.ratings(ref.owner, ref.contentId)],
      ),
    createDoubt: () =>
      decolaMutation(
        contentMutationKeys.createDoubt,
        ({ body, ...ref }: ContentRef & { body: Schemas['DoubtInput'] }) =>
          isCourseOwner(ref.owner)
            ? api.post('/api/decola/courses/{courseId}/contents/{contentId}/doubts', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
                body,
              })
            : api.post('/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/doubts', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
                body,
              }),
        (ref) => [
          contentKeys.doubts(ref.owner, ref.contentId),
          contentKeys.questions(ref.owner, ref.contentId),
        ],
      ),
    createQuestion: () =>
      decolaMutation(
        contentMutationKeys.createQuestion,
        ({ body, ...ref }: ContentRef & { body: Schemas['QuestionInput'] }) =>
          isCourseOwner(ref.owner)
            ? api.post('/api/decola/courses/{courseId}/contents/{contentId}/questions', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
                body,
              })
            : api.post(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/questions',
                {
                  params: { path: { ...ref.owner, contentId: ref.contentId } },
                  body,
                },
              ),
        (ref) => [
          contentKeys.doubts(ref.owner, ref.contentId),
          contentKeys.questions(ref.owner, ref.contentId),
        ],
      ),
  };
}
