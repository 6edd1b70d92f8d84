import { http } from '../../../http';
import { notFound } from '../../../respond';
import { currentUser } from '../../../session';
import { bodyOf, pathId } from '../params';
import { refusals } from '../refusals';
import { setLike } from './feedback';
import {
  annotationView,
  courseContentById,
  createNote,
  deleteNote,
  findNote,
  notesOf,
  ownerOfCourseContent,
  updateNote,
} from './notes';
import { isRefusal } from './owner';
import {
  answerQuestion,
  exerciseById,
  exerciseCover,
  findQuestionnaire,
  finishQuestionnaireOf,
  questionnairePage,
} from './questionnaires';

/** Calls addressed by a rating, annotation, questionnaire or exercise id alone. */
export const sharedContentHandlers = [
  // Like and unlike toggle; ratings exist on course contents only.
  http.post('/api/decola/rate/{ratingId}/likes', ({ cookies, params, response }) => {
    const result = setLike(params.ratingId, currentUser(cookies).id, true);
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  http.delete('/api/decola/rate/{ratingId}/likes', ({ cookies, params, response }) => {
    const result = setLike(params.ratingId, currentUser(cookies).id, false);
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  // The alternate annotations set: the same notes, by content id.
  http.get('/api/decola/annotation/list/{id}', ({ cookies, params, response }) => {
    const content = courseContentById(params.id);
    if (isRefusal(content)) return content;
    const notes = notesOf(content, currentUser(cookies).id);
    return response(200).json({ data: notes.map(annotationView) });
  }),

  http.post(
    '/api/decola/annotation/create/{content_id}',
    async ({ cookies, params, request, response }) => {
      const { annotation } = await bodyOf(request);
      const content = courseContentById(params.content_id);
      if (isRefusal(content)) return content;
      const owner = ownerOfCourseContent(content);
      if (isRefusal(owner)) return owner;
      const userId = currentUser(cookies).id;
      const note = createNote(owner, content, userId, { text: annotation });
      return isRefusal(note) ? note : response(200).json({ data: annotationView(note) });
    },
  ),

  http.post('/api/decola/annotation/edit/{id}', async ({ cookies, params, request, response }) => {
    const { annotation } = await bodyOf(request);
    const userId = currentUser(cookies).id;
    const note = findNote(params.id, userId);
    if (isRefusal(note)) return note;
    const content = courseContentById(String(note.contentId));
    if (isRefusal(content) || note.provider !== 'course') return refusals.noteNotFound();
    const owner = ownerOfCourseContent(content);
    if (isRefusal(owner)) return owner;
    const updated = updateNote(owner, content, userId, params.id, { text: annotation });
    return isRefusal(updated) ? updated : response(200).json({ data: annotationView(updated) });
  }),

  http.delete('/api/decola/annotation/delete/{id}', ({ cookies, params, response }) => {
    const result = deleteNote(findNote(params.id, currentUser(cookies).id));
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  // Exercise questionnaires by id (the questionnaire route).
  http.get('/api/decola/exercise/questionnaire/{id}', ({ cookies, params, query, response }) => {
    const record = findQuestionnaire(params.id, currentUser(cookies).id);
    const result = questionnairePage(record, query.get('page'));
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),

  http.post(
    '/api/decola/exercise/questionnaire/{id}/question/{questionId}/alternative/{alternativeId}',
    ({ cookies, params, response }) => {
      const record = findQuestionnaire(params.id, currentUser(cookies).id);
      const result = answerQuestion(record, params.questionId, params.alternativeId);
      return isRefusal(result) ? result : response(200).json({ data: result });
    },
  ),

  http.get('/api/decola/exercise/questionnaire/cover/{id}', ({ cookies, params, response }) => {
    const id = pathId(params.id);
    const exercise = id === null ? undefined : exerciseById(id);
    if (!exercise) return notFound('Exercício não encontrado.');
    return response(200).json({ data: exerciseCover(exercise, currentUser(cookies).id) });
  }),

  http.post('/api/decola/exercise/questionnaire/{id}/finish', ({ cookies, params, response }) => {
    const result = finishQuestionnaireOf(findQuestionnaire(params.id, currentUser(cookies).id));
    return isRefusal(result) ? result : response(200).json({ data: result });
  }),
];
