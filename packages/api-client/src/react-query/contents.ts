import type { DecolaClient } from '../client.js';
import { contentCall, type ContentOwner } from './content-paths.js';
import { decolaChunks, decolaQuery } from './options.js';

export type { ContentOwner, CourseOwner, EventClassOwner } from './content-paths.js';
export { isCourseOwner } from './content-paths.js';

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
  const ofContent = (contentId: number) => ({ path: { contentId } });
  return {
    list: (owner: ContentOwner) =>
      decolaQuery(contentKeys.list(owner), (signal) =>
        contentCall(api, 'get', owner, '', { params: { path: {} }, signal }),
      ),
    detail: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.detail(owner, contentId), (signal) =>
        contentCall(api, 'get', owner, '/{contentId}', { params: ofContent(contentId), signal }),
      ),
    complements: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.complements(owner, contentId), (signal) =>
        contentCall(api, 'get', owner, '/{contentId}/complements', {
          params: ofContent(contentId),
          signal,
        }),
      ),
    instructors: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.instructors(owner, contentId), (signal) =>
        contentCall(api, 'get', owner, '/{contentId}/instructors', {
          params: ofContent(contentId),
          signal,
        }),
      ),
    /** Ratings load from an index; event contents answer 'Not implemented'. */
    ratings: (owner: ContentOwner, contentId: number) =>
      decolaChunks(
        contentKeys.ratings(owner, contentId),
        (index, signal) =>
          contentCall(api, 'get', owner, '/{contentId}/ratings', {
            params: { ...ofContent(contentId), query: { index } },
            signal,
          }),
        (page) => ({ count: page.ratings.length, hasMore: page.hasMore }),
      ),
    doubts: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.doubts(owner, contentId), (signal) =>
        contentCall(api, 'get', owner, '/{contentId}/doubts', {
          params: ofContent(contentId),
          signal,
        }),
      ),
    questions: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.questions(owner, contentId), (signal) =>
        contentCall(api, 'get', owner, '/{contentId}/questions', {
          params: ofContent(contentId),
          signal,
        }),
      ),
    /** Notes are shown sorted by seconds, ascending. */
    notes: (owner: ContentOwner, contentId: number) =>
      decolaQuery(contentKeys.notes(owner, contentId), async (signal) => {
        const notes = await contentCall(api, 'get', owner, '/{contentId}/notes', {
          params: ofContent(contentId),
          signal,
        });
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
          contentCall(
            api,
            'get',
            owner,
            '/{contentId}/questionnaires/{questionnaireId}/pages/{page}',
            { params: { path: { contentId, questionnaireId, page } }, signal },
          ),
      ),
  };
}
