import {
  exerciseMutations,
  exerciseQueries,
  exerciseWrites,
  questionnaireMutations,
  questionnaireWrites,
} from '@decola/api-client/react-query';
import { api } from './client';

export const questionnaireMutation = questionnaireMutations(api);
/** The answers as plain calls, for the outbox. */
export const questionnaireWrite = questionnaireWrites(api);
export const exerciseQuery = exerciseQueries(api);
export const exerciseMutation = exerciseMutations(api);
/** The exercise route's answer as a plain call, for the outbox. */
export const exerciseWrite = exerciseWrites(api);
