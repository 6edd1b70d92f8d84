import type { DecolaClient } from '../client.js';
import type { ContentRef } from './content-mutations.js';
import { contentKeys, isCourseOwner } from './contents.js';
import { decolaMutation } from './options.js';

/** A page of a content's questionnaire, as the questionnaire route names it. */
export interface QuestionnairePageRef extends ContentRef {
  questionnaireId: number;
  page: number;
}

const all = ['questionnaires'] as const;

/** A content's questionnaire is read through the content's keys; only its answers live here. */
export const questionnaireMutationKeys = {
  generateQuestionnaire: [...all, 'generateQuestionnaire'],
  answerAlternative: [...all, 'answerAlternative'],
  answerDescriptive: [...all, 'answerDescriptive'],
} as const;

export function questionnaireMutations(api: DecolaClient) {
  const pageKeys = (ref: QuestionnairePageRef) => [
    contentKeys.questionnairePage(ref.owner, ref.contentId, ref.questionnaireId, ref.page),
  ];
  return {
    /** spec 2 §4: generating resets the content's progress and starts an attempt. */
    generateQuestionnaire: () =>
      decolaMutation(
        questionnaireMutationKeys.generateQuestionnaire,
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
        questionnaireMutationKeys.answerAlternative,
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
        questionnaireMutationKeys.answerDescriptive,
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
  };
}
