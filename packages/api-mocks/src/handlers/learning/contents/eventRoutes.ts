import { http } from '../../../http';
import { notImplemented } from '../../../respond';
import { currentUser } from '../../../session';
import { bodyOf } from '../params';
import { instructorViews } from '../views';
import { createNote, deleteNote, findNote, notesOf, noteView, updateNote } from './notes';
import { contentsOf, contentView, eventOwner, isRefusal, withContent } from './owner';
import {
  answerAlternative,
  answerDescriptive,
  findQuestionnaire,
  generateQuestionnaire,
  questionnairePage,
} from './questionnaires';
import {
  finishEventContent,
  initializeContent,
  saveCheckpoint,
  saveProgress,
  saveScormCheckpoints,
} from './viewing';

const BASE = '/api/decola/events/{eventId}/class/{classId}/contents';

/** No ratings, doubts or likes on events (501 'Not implemented'); finishing succeeds. */
export const eventContentHandlers = [
  http.get(BASE, ({ cookies, params, response }) => {
    const owner = eventOwner(params.eventId, params.classId);
    if (isRefusal(owner)) return owner;
    const userId = currentUser(cookies).id;
    const data = contentsOf(owner).map((content) => contentView(owner, content, userId));
    return response(200).json({ data });
  }),

  http.get(`${BASE}/{contentId}`, ({ cookies, params, response }) => {
    const userId = currentUser(cookies).id;
    const result = withContent(
      eventOwner(params.eventId, params.classId),
      params.contentId,
      (content, owner) => contentView(owner, content, userId),
    );
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  http.post(`${BASE}/{contentId}/initialize`, ({ cookies, params, response }) => {
    const userId = currentUser(cookies).id;
    const result = withContent(
      eventOwner(params.eventId, params.classId),
      params.contentId,
      (content, owner) => initializeContent(owner, content, userId),
    );
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  http.get(`${BASE}/{contentId}/complements`, ({ params, response }) => {
    const result = withContent(
      eventOwner(params.eventId, params.classId),
      params.contentId,
      (content) => content.complements,
    );
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  http.get(`${BASE}/{contentId}/instructors`, ({ params, response }) => {
    const result = withContent(
      eventOwner(params.eventId, params.classId),
      params.contentId,
      (content) => instructorViews(content.instructorIds),
    );
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  http.post(`${BASE}/{contentId}/ratings`, () => notImplemented()),

  http.get(`${BASE}/{contentId}/ratings`, () => notImplemented()),

  http.delete(`${BASE}/{contentId}/rating/{ratingId}`, () => notImplemented()),

  http.post(`${BASE}/{contentId}/doubts`, () => notImplemented()),

  http.get(`${BASE}/{contentId}/doubts`, () => notImplemented()),

  http.get(`${BASE}/{contentId}/questions`, () => notImplemented()),

  http.post(`${BASE}/{contentId}/questions`, () => notImplemented()),

  http.post(`${BASE}/{contentId}/notes`, async ({ cookies, params, request, response }) => {
    const body = await bodyOf(request);
    const userId = currentUser(cookies).id;
    const result = withContent(
      eventOwner(params.eventId, params.classId),
      params.contentId,
      (content, owner) => createNote(owner, content, userId, body),
    );
    return isRefusal(result) ? result : response(200).json({ data: noteView(result) });
  }),

  http.get(`${BASE}/{contentId}/notes`, ({ cookies, params, response }) => {
    const userId = currentUser(cookies).id;
    const result = withContent(
      eventOwner(params.eventId, params.classId),
      params.contentId,
      (content) => notesOf(content, userId).map(noteView),
    );
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  http.post(
    `${BASE}/{contentId}/notes/{noteId}`,
    async ({ cookies, params, request, response }) => {
      const body = await bodyOf(request);
      const userId = currentUser(cookies).id;
      const result = withContent(
        eventOwner(params.eventId, params.classId),
        params.contentId,
        (content, owner) => updateNote(owner, content, userId, params.noteId, body),
      );
      return isRefusal(result) ? result : response(200).json({ data: noteView(result) });
    },
  ),

  http.delete(`${BASE}/{contentId}/notes/{noteId}`, ({ cookies, params, response }) => {
    const userId = currentUser(cookies).id;
    const result = withContent(
      eventOwner(params.eventId, params.classId),
      params.contentId,
      (content) => deleteNote(findNote(params.noteId, userId, content)),
    );
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  http.post(`${BASE}/{contentId}/checkpoints`, async ({ cookies, params, request, response }) => {
    const { seconds } = await bodyOf(request);
    const userId = currentUser(cookies).id;
    const result = withContent(
      eventOwner(params.eventId, params.classId),
      params.contentId,
      (content, owner) => saveCheckpoint(owner, content, userId, seconds),
    );
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  http.post(
    `${BASE}/{contentId}/scorm/checkpoints`,
    async ({ cookies, params, request, response }) => {
      const { scormCheckpoints } = await bodyOf(request);
      const userId = currentUser(cookies).id;
      const result = withContent(
        eventOwner(params.eventId, params.classId),
        params.contentId,
        (content, owner) => saveScormCheckpoints(owner, content, userId, scormCheckpoints),
      );
      return isRefusal(result) ? result : response(200).json({ data: result });
    },
  ),

  http.post(`${BASE}/{contentId}/progress`, async ({ cookies, params, request, response }) => {
    const body = await bodyOf(request);
    const userId = currentUser(cookies).id;
    const result = withContent(
      eventOwner(params.eventId, params.classId),
      params.contentId,
      (content, owner) => saveProgress(owner, content, userId, body),
    );
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  http.post(`${BASE}/{contentId}/questionnaires`, ({ cookies, params, response }) => {
    const userId = currentUser(cookies).id;
    const result = withContent(
      eventOwner(params.eventId, params.classId),
      params.contentId,
      (content, owner) => generateQuestionnaire(owner, content, userId),
    );
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  http.get(
    `${BASE}/{contentId}/questionnaires/{questionnaireId}/pages/{page}`,
    ({ cookies, params, response }) => {
      const userId = currentUser(cookies).id;
      const result = withContent(
        eventOwner(params.eventId, params.classId),
        params.contentId,
        (content) =>
          questionnairePage(
            findQuestionnaire(params.questionnaireId, userId, content),
            params.page,
          ),
      );
      return isRefusal(result) ? result : response(200).json({ data: result });
    },
  ),

  http.post(
    `${BASE}/{contentId}/questionnaires/{questionnaireId}/pages/{page}/alternatives/{alternativeId}`,
    ({ cookies, params, response }) => {
      const userId = currentUser(cookies).id;
      const result = withContent(
        eventOwner(params.eventId, params.classId),
        params.contentId,
        (content) =>
          answerAlternative(
            findQuestionnaire(params.questionnaireId, userId, content),
            params.page,
            params.alternativeId,
          ),
      );
      return isRefusal(result) ? result : response(200).json({ data: result });
    },
  ),

  http.post(
    `${BASE}/{contentId}/questionnaires/{questionnaireId}/pages/{page}/descriptive`,
    async ({ cookies, params, request, response }) => {
      const { answer } = await bodyOf(request);
      const userId = currentUser(cookies).id;
      const result = withContent(
        eventOwner(params.eventId, params.classId),
        params.contentId,
        (content) =>
          answerDescriptive(
            findQuestionnaire(params.questionnaireId, userId, content),
            params.page,
            answer,
          ),
      );
      return isRefusal(result) ? result : response(200).json({ data: result });
    },
  ),

  http.post(`${BASE}/{contentId}/finish`, ({ cookies, params, response }) => {
    const userId = currentUser(cookies).id;
    const result = withContent(
      eventOwner(params.eventId, params.classId),
      params.contentId,
      (content) => finishEventContent(content, userId),
    );
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),
];
