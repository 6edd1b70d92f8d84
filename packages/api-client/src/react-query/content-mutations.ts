import type { DecolaClient } from '../client.js';
import type { components } from '../schema.js';
import type { ContentOwner } from './contents.js';
import { contentKeys, isCourseOwner } from './contents.js';
import { courseKeys } from './courses.js';
import { decolaMutation } from './options.js';

type Schemas = components['schemas'];

/** One content of a course or of an event class. */
export interface ContentRef {
  owner: ContentOwner;
  contentId: number;
}

export function contentMutations(api: DecolaClient) {
  // Progress changes what the content list shows (status, blocked, released) and the course card.
  const progressKeys = ({ owner, contentId }: ContentRef) => [
    contentKeys.list(owner),
    contentKeys.detail(owner, contentId),
    ...(isCourseOwner(owner)
      ? [courseKeys.detail(owner.courseId), [...courseKeys.all, 'inProgress']]
      : []),
  ];
  const key = (name: string) => [...contentKeys.all, name] as const;

  return {
    initialize: () =>
      decolaMutation(key('initialize'), (ref: ContentRef) =>
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
        key('saveCheckpoint'),
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
        key('saveScormCheckpoints'),
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
        key('saveProgress'),
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
        key('finish'),
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
        key('createNote'),
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
        key('updateNote'),
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
        key('deleteNote'),
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
        key('createRating'),
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
        key('deleteRating'),
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
        key('likeRating'),
        ({ ratingId }: ContentRef & { ratingId: number }) =>
          api.post('/api/decola/rate/{ratingId}/likes', { params: { path: { ratingId } } }),
        (ref) => [contentKeys.ratings(ref.owner, ref.contentId)],
      ),
    unlikeRating: () =>
      decolaMutation(
        key('unlikeRating'),
        ({ ratingId }: ContentRef & { ratingId: number }) =>
          api.delete('/api/decola/rate/{ratingId}/likes', { params: { path: { ratingId } } }),
        (ref) => [contentKeys.ratings(ref.owner, ref.contentId)],
      ),
    createDoubt: () =>
      decolaMutation(
        key('createDoubt'),
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
        key('createQuestion'),
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
