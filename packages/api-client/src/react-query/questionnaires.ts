import type { DecolaClient } from '../client.js';
import type { ContentRef } from './content-mutations.js';
import { contentKeys, isCourseOwner } from './contents.js';
import { decolaMutation, decolaQuery } from './options.js';

/** A page of a content's questionnaire, as the questionnaire route names it. */
export interface QuestionnairePageRef extends ContentRef {
  questionnaireId: number;
  page: number;
}

export const exerciseKeys = {
  exercise: (id: number, page: number) => [...contentKeys.all, 'exercises', id, { page }] as const,
  cover: (id: number) => [...contentKeys.all, 'exercises', id, 'cover'] as const,
};

export function exerciseQueries(api: DecolaClient) {
  return {
    exercise: (id: number, page: number) =>
      decolaQuery(exerciseKeys.exercise(id, page), (signal) =>
        api.get('/api/decola/exercise/questionnaire/{id}', {
          params: { path: { id }, query: { page } },
          signal,
        }),
      ),
    exerciseCover: (id: number) =>
      decolaQuery(exerciseKeys.cover(id), (signal) =>
        api.get('/api/decola/exercise/questionnaire/cover/{id}', {
          params: { path: { id } },
          signal,
        }),
      ),
  };
}

export function questionnaireMutations(api: DecolaClient) {
  const key = (name: string) => [...contentKeys.all, name] as const;
  const pageKeys = (ref: QuestionnairePageRef) => [
    contentKeys.questionnairePage(ref.owner, ref.contentId, ref.questionnaireId, ref.page),
  ];
  return {
    /** spec 2 §4: generating resets the content's progress and starts an attempt. */
    generateQuestionnaire: () =>
      decolaMutation(
        key('generateQuestionnaire'),
        (ref: ContentRef) =>
          isCourseOwner(ref.owner)
            ? api.post('/api/decola/courses/{courseId}/contents/{contentId}/questionnaires', {
                params: { path: { ...ref.owner, contentId: ref.contentId } },
              })
            : api.post(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/questionnaires',
                {
                  params: { path: { ...ref.owner, contentId: ref.contentId } },
                },
              ),
        (ref) => [contentKeys.list(ref.owner), contentKeys.detail(ref.owner, ref.contentId)],
      ),
    answerAlternative: () =>
      decolaMutation(
        key('answerAlternative'),
        ({ alternativeId, ...ref }: QuestionnairePageRef & { alternativeId: number }) => {
          const path = {
            contentId: ref.contentId,
            questionnaireId: ref.questionnaireId,
            page: ref.page,
            alternativeId,
          };
          return isCourseOwner(ref.owner)
            ? api.post(
                '/api/decola/courses/{courseId}/contents/{contentId}/questionnaires/{questionnaireId}/pages/{page}/alternatives/{alternativeId}',
                { params: { path: { ...ref.owner, ...path } } },
              )
            : api.post(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/questionnaires/{questionnaireId}/pages/{page}/alternatives/{alternativeId}',
                { params: { path: { ...ref.owner, ...path } } },
              );
        },
        pageKeys,
      ),
    answerDescriptive: () =>
      decolaMutation(
        key('answerDescriptive'),
        ({ answer, ...ref }: QuestionnairePageRef & { answer: string }) => {
          const path = {
            contentId: ref.contentId,
            questionnaireId: ref.questionnaireId,
            page: ref.page,
          };
          return isCourseOwner(ref.owner)
            ? api.post(
                '/api/decola/courses/{courseId}/contents/{contentId}/questionnaires/{questionnaireId}/pages/{page}/descriptive',
                { params: { path: { ...ref.owner, ...path } }, body: { answer } },
              )
            : api.post(
                '/api/decola/events/{eventId}/class/{classId}/contents/{contentId}/questionnaires/{questionnaireId}/pages/{page}/descriptive',
                { params: { path: { ...ref.owner, ...path } }, body: { answer } },
              );
        },
        pageKeys,
      ),
    answerExerciseQuestion: () =>
      decolaMutation(
        key('answerExerciseQuestion'),
        ({
          id,
          questionId,
          alternativeId,
        }: {
          id: number;
          questionId: number;
          alternativeId: number;
          page: number;
        }) =>
          api.post(
            '/api/decola/exercise/questionnaire/{id}/question/{questionId}/alternative/{alternativeId}',
            {
              params: { path: { id, questionId, alternativeId } },
            },
          ),
        ({ id, page }) => [exerciseKeys.exercise(id, page)],
      ),
    finishExercise: () =>
      decolaMutation(
        key('finishExercise'),
        (id: number) =>
          api.post('/api/decola/exercise/questionnaire/{id}/finish', { params: { path: { id } } }),
        (id) => [[...contentKeys.all, 'exercises', id]],
      ),
  };
}
