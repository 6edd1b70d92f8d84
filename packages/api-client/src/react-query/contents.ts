import type { DecolaClient } from '../client.js';
import { decolaChunks, decolaQuery } from './options.js';

/** spec 2 §7: events answer the same calls under …/events/{eventId}/class/{classId}/contents. */
export type ContentOwner = CourseOwner | EventClassOwner;
export interface CourseOwner {
  courseId: number;
}
export interface EventClassOwner {
  eventId: number;
  classId: number;
}

export function isCourseOwner(owner: ContentOwner): owner is CourseOwner {
  return 'courseId' in owner;
}

const all = ['contents'] as const;

export const contentKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (owner: ContentOwner) => [...contentKeys.lists(), owner] as const,
  details: () => [...all, 'detail'] as const,
  detail: (owner: ContentOwner, contentId: number) =>
    [...contentKeys.details(), owner, contentId] as const,
  complements: (owner: ContentOwner, contentId: number) =>
    [...contentKeys.detail(owner, contentId), 'complements'] as const,
  instructors: (owner: ContentOwner, contentId: number) =>
    [...contentKeys.detail(owner, contentId), 'instructors'] as const,
  ratings: (owner: ContentOwner, contentId: number) =>
    [...contentKeys.detail(owner, contentId), 'ratings'] as const,
  doubts: (owner: ContentOwner, contentId: number) =>
    [...contentKeys.detail(owner, contentId), 'doubts'] as const,
  questions: (owner: ContentOwner, contentId: number) =>
    [...contentKeys.detail(owner, contentId), 'questions'] as const,
  notes: (owner: ContentOwner, contentId: number) =>
    [...contentKeys.detail(owner, contentId), 'notes'] as const,
  questionnairePage: (
    owner: ContentOwner,
    contentId: number,
    questionnaireId: number,
    page: number,
  ) => [...contentKeys.detail(owner, contentId), 'questionnaires', questionnaireId, page] as const,
};

export function contentQueries(api: DecolaClient) {
  const eventBase = (owner: EventClassOwner, contentId: number) => ({
    path: { ...owner, contentId },
  });
  const courseBase = (owner: CourseOwner, contentId: number) => ({ path: { ...owner, contentId } });
  return {
    list: (owner: ContentOwner) =>
      decolaQuery(contentKeys.list(owner), (signal) =>
        isCourseOwner(owner)
          ? api.get('/api/decola/courses/{courseId}/contents', { params: { path: owner }, signal })
          : api.get('/api/decola/events/{eventId}/class/{classId}/contents', {
              params: { path: owner },
              signal,
            }),
      ),
    detail: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.detail(owner, contentId), (signal) =>
        isCourseOwner(owner)
          ? api.get('/api/decola/courses/{courseId}/contents/{contentId}', {
              params: courseBase(owner, contentId),
              signal,
            })
          : api.get('/api/decola/events/{eventId}/class/{classId}/contents/{contentId}', {
              params: eventBase(owner, contentId),
              signal,
            }),
      ),
    complements: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.complements(owner, contentId), (signal) =>
        isCourseOwner(owner)
          ? api.get('/api/decola/courses/{courseId}/contents/{contentId}/complements', {
              params: courseBase(owner, contentId),
              signal,
            })
          : api.get(
              '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/complements',
              {
                params: eventBase(owner, contentId),
                signal,
              },
            ),
      ),
    instructors: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.instructors(owner, contentId), (signal) =>
        isCourseOwner(owner)
          ? api.get('/api/decola/courses/{courseId}/contents/{contentId}/instructors', {
              params: courseBase(owner, contentId),
              signal,
            })
          : api.get(
              '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/instructors',
              {
                params: eventBase(owner, contentId),
                signal,
              },
            ),
      ),
    /** Ratings load from an index; event contents answer 'Not implemented' (spec 2 §8). */
    ratings: (owner: ContentOwner, contentId: number) =>
      decolaChunks(
        contentKeys.ratings(owner, contentId),
        (index, signal) =>
          isCourseOwner(owner)
            ? api.get('/api/decola/courses/{courseId}/contents/{contentId}/ratings', {
                params: { ...courseBase(owner, contentId), query: { index } },
                signal,
              })
            : api.get('/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/ratings', {
                params: { ...eventBase(owner, contentId), query: { index } },
                signal,
              }),
        (page) => ({ count: page.ratings.length, hasMore: page.hasMore }),
      ),
    doubts: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.doubts(owner, contentId), (signal) =>
        isCourseOwner(owner)
          ? api.get('/api/decola/courses/{courseId}/contents/{contentId}/doubts', {
              params: courseBase(owner, contentId),
              signal,
            })
          : api.get('/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/doubts', {
              params: eventBase(owner, contentId),
              signal,
            }),
      ),
    questions: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.questions(owner, contentId), (signal) =>
        isCourseOwner(owner)
          ? api.get('/api/decola/courses/{courseId}/contents/{contentId}/questions', {
              params: courseBase(owner, contentId),
              signal,
            })
          : api.get('/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/questions', {
              params: eventBase(owner, contentId),
              signal,
            }),
      ),
    /** spec 2 §2: notes are shown sorted by seconds, ascending. */
    notes: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.notes(owner, contentId), async (signal) => {
        const notes = isCourseOwner(owner)
          ? await api.get('/api/decola/courses/{courseId}/contents/{contentId}/notes', {
              params: courseBase(owner, contentId),
              signal,
            })
          : await api.get(
              '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/notes',
              {
                params: eventBase(owner, contentId),
                signal,
              },
            );
        return notes.toSorted((a, b) => a.seconds - b.seconds);
      }),
    questionnairePage: (
      owner: ContentOwner,
      contentId: number,
      questionnaireId: number,
      page: number,
    ) =>
      decolaQuery(
        contentKeys.questionnairePage(owner, contentId, questionnaireId, page),
        (signal) =>
          isCourseOwner(owner)
            ? api.get(
                '/api/decola/courses/{courseId}/contents/{contentId}/questionnaires/{questionnaireId}/pages/{page}',
                { params: { path: { ...owner, contentId, questionnaireId, page } }, signal },
              )
            : api.get(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/questionnaires/{questionnaireId}/pages/{page}',
                { params: { path: { ...owner, contentId, questionnaireId, page } }, signal },
              ),
      ),
  };
}
