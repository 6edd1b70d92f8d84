import {
  exerciseMutations,
  exerciseQueries,
  questionnaireMutations,
} from '@decola/api-client/react-query';
import { api } from './client';

export const questionnaireMutation = questionnaireMutations(api);
export const exerciseQuery = exerciseQueries(api);
export const exerciseMutation = exerciseMutations(api);
