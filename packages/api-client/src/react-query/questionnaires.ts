import type { DecolaClient } from '../client.js';
import type { ContentRef } from './content-mutations.js';
import { contentCall } from './content-paths.js';
import { contentKeys } from './contents.js';
import { decolaMutation } from './options.js';

/** A page of a content's questionnaire, as the questionnaire route names it. */
export interface QuestionnairePageRef extends ContentRef {
  questionnaireId: number;
  page: number;
}

export type AlternativeAnswer = QuestionnairePageRef & { alternativeId: number };
export type DescriptiveAnswer = QuestionnairePageRef & { answer: string };

const all = ['questionnaires'] as const;

/** A content's questionnaire is read through the content's keys; only its answers live here. */
export const questionnaireMutationKeys = {
  generateQuestionnaire: [...all, 'generateQuestionnaire'],
  answerAlternative: [...all, 'answerAlternative'],
  answerDescriptive: [...all, 'answerDescriptive'],
} as const;

/** The answers as plain calls, for a queue of writes waiting for the network. */
export function questionnaireWrites(api: DecolaClient) {
  const pagePath = (ref: QuestionnairePageRef) => ({
    contentId: ref.contentId,
    questionnaireId: ref.questionnaireId,
    page: ref.page,
  });
  return {
    /** Generating resets the content's progress and starts an attempt. */
    generateQuestionnaire: (ref: ContentRef) =>
      contentCall(api, 'post', ref.owner, '/{contentId}/questionnaires', {
        params: { path: { contentId: ref.contentId } },
      }),
    answerAlternative: ({ alternativeId, ...ref }: AlternativeAnswer) =>
      contentCall(
        api,
        'post',
        ref.owner,
        '/{contentId}/questionnaires/{questionnaireId}/pages/{page}/alternatives/{alternativeId}',
        { params: { path: { ...pagePath(ref), alternativeId } } },
      ),
    answerDescriptive: ({ answer, ...ref }: DescriptiveAnswer) =>
      contentCall(
        api,
        'post',
        ref.owner,
        '/{contentId}/questionnaires/{questionnaireId}/pages/{page}/descriptive',
        { params: { path: pagePath(ref) }, body: { answer } },
      ),
  };
}

export function questionnaireMutations(api: DecolaClient) {
  const writes = questionnaireWrites(api);
  const pageKeys = (ref: QuestionnairePageRef) => [
    contentKeys.questionnairePage(ref.owner, ref.contentId, ref.questionnaireId, ref.page),
  ];
  return {
    generateQuestionnaire: () =>
      decolaMutation(
        questionnaireMutationKeys.generateQuestionnaire,
        writes.generateQuestionnaire,
        (ref) => [contentKeys.list(ref.owner), contentKeys.detail(ref.owner, ref.contentId)],
      ),
    answerAlternative: () =>
      decolaMutation(
        questionnaireMutationKeys.answerAlternative,
        writes.answerAlternative,
        pageKeys,
      ),
    answerDescriptive: () =>
      decolaMutation(
        questionnaireMutationKeys.answerDescriptive,
        writes.answerDescriptive,
        pageKeys,
      ),
  };
}
